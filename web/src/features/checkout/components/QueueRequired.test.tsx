import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeCheckout, VALID_CPFS } from '../../../test/checkout-fixtures';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import { asGuest, fillHolder, pick, start } from '../../../test/checkout-steps';
import { renderApp } from '../../../test/render-app';

const QUEUE_REQUIRED = { reason: 'queue_required', message: 'Este evento está com fila. Entre na fila para comprar.' };

describe('checkout refused for want of a place in the line (queue_required)', { timeout: 30_000 }, () => {
  it("opening: the event's line opens instead of an error", async () => {
    installFakeApi({ ...fakeCheckout().routes, 'GET /pdv/v3/products/sectors/:id': () => jsonResponse(403, QUEUE_REQUIRED) });
    const { url } = renderApp('/checkout/7');
    await waitFor(() => expect(url()).toEqual({ pathname: '/fila/7', search: '' }));
  });

  it("ordering: the session's line opens", async () => {
    const { user, url } = start('/checkout/7', { createReply: () => jsonResponse(403, QUEUE_REQUIRED) });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    await waitFor(() => expect(url()).toEqual({ pathname: '/fila/7', search: '?sessao=70' }));
  });

  it('in the event page\'s frame: asks the storefront to open the line, at its exact origin', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { user, url } = start('/checkout/7', { createReply: () => jsonResponse(403, QUEUE_REQUIRED) });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ source: 'catraca-checkout', type: 'queue', sessao: 70 }, 'http://localhost:8080'),
    );
    expect(url().pathname).toBe('/checkout/7');
  });
});
