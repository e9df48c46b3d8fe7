import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbar, SNACKBAR_TIMEOUT_MS, type ShowSnackbar, type SnackbarContent } from './snackbar-context';
import { SnackbarProvider } from './SnackbarProvider';

const captured: { show?: ShowSnackbar } = {};
const show = (content?: SnackbarContent) => captured.show?.(content);

function Capture() {
  const showSnackbar = useSnackbar();
  useEffect(() => {
    captured.show = showSnackbar;
  }, [showSnackbar]);
  return null;
}

function setup() {
  render(
    <SnackbarProvider>
      <Capture />
    </SnackbarProvider>,
  );
}

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults to the message "Erro" in the error colour', () => {
    setup();
    act(() => show());
    const snackbar = screen.getByTestId('snackbar');
    expect(snackbar).toHaveTextContent('Erro');
    expect(snackbar).toHaveAttribute('data-color', 'error');
    expect(snackbar).toHaveAttribute('role', 'alert');
  });

  it('shows a success message as a status', () => {
    setup();
    act(() => show({ message: 'Dados editados com sucesso.', color: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Dados editados com sucesso.');
    expect(screen.getByTestId('snackbar')).toHaveAttribute('data-color', 'success');
  });

  it('disappears after 6000 ms', () => {
    expect(SNACKBAR_TIMEOUT_MS).toBe(6000);
    setup();
    act(() => show({ message: 'x' }));
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('shows again and restarts the timer when the same content is set again', () => {
    setup();
    act(() => show({ message: 'x' }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => show({ message: 'x' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByTestId('snackbar')).toHaveTextContent('x');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });
});
