import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../routes/console/console-fixtures';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import type { Place } from '../types';
import { usePlaces, useCreatePlace } from './places';
import { useUploadPoster } from './poster';

const arena: Place = {
  id: 'arena',
  nome: 'Arena Ilha',
  endereco: '',
  bairro: '',
  cep: '',
  cidade_ibge: 4205407,
  cidade: 'Florianópolis',
  estado: 'SC',
  latitude: null,
  longitude: null,
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('console places and poster calls', () => {
  it('searches places with the console token and creates one as JSON', async () => {
    const login = signIn('manager');
    let created: unknown;
    const api = installFakeApi({
      'GET /organizer/places': (url) => (url.searchParams.get('q') === 'arena' ? [arena] : []),
      'POST /organizer/places': (_url, body) => {
        created = body;
        return jsonResponse(201, { ...arena, id: 'teatro', nome: 'Teatro' });
      },
    });
    const { result } = renderHook(() => ({ places: usePlaces(' arena '), create: useCreatePlace() }), { wrapper });
    await waitFor(() => expect(result.current.places.data).toEqual([arena]));
    expect(api.calls).toContain('GET /organizer/places?q=arena');
    expect(new Headers(api.fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${login.token}`);

    let place: Place | undefined;
    await act(async () => {
      place = await result.current.create.mutateAsync({ nome: 'Teatro', cidade_ibge: 4205407 });
    });
    expect(created).toEqual({ nome: 'Teatro', cidade_ibge: 4205407 });
    expect(place?.id).toBe('teatro');
  });

  it('sends the poster file itself, with its type, and reads the refusal message', async () => {
    signIn('owner');
    const api = installFakeApi({
      'POST /organizer/events/7/poster': (_url, _body, headers) =>
        headers['Content-Type'] === 'image/png'
          ? jsonResponse(201, { imagem: 'https://loja.example/media/img/3/1280.png', url: '/media/img/3/640.webp' })
          : jsonResponse(422, { message: 'Não foi possível ler o cartaz: a imagem está corrompida ou incompleta.' }),
    });
    const { result } = renderHook(() => useUploadPoster(7), { wrapper });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cartaz.png', { type: 'image/png' });
    await act(async () => {
      await expect(result.current.mutateAsync(file)).resolves.toEqual({
        imagem: 'https://loja.example/media/img/3/1280.png',
        url: '/media/img/3/640.webp',
      });
    });
    expect(api.fetchMock.mock.calls[0]?.[1]?.body).toBe(file);

    const broken = new File([new Uint8Array([1])], 'cartaz.jpg', { type: 'image/jpeg' });
    await act(async () => {
      await expect(result.current.mutateAsync(broken)).rejects.toMatchObject({ status: 422 });
    });
  });
});
