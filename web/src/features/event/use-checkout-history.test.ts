import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutHistory } from './use-checkout-history';

function render(open: boolean, onBack = vi.fn()) {
  const view = renderHook(({ open: isOpen }) => useCheckoutHistory(isOpen, onBack), { initialProps: { open } });
  return { ...view, onBack };
}

/** Resolves on the next popstate: a history step has landed. */
const landed = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('useCheckoutHistory', () => {
  beforeEach(() => {
    history.replaceState({ key: 'home' }, '', '/');
    history.pushState({ key: 'page' }, '', '/evento/7');
  });

  it('opening adds an entry for the checkout; Back off it puts it back and asks, closing leaves it', async () => {
    const { rerender, onBack } = render(false);
    const length = history.length;
    rerender({ open: true });
    expect(history.state).toEqual({ key: 'page', checkout: true });
    expect(history.length).toBe(length + 1);

    history.back();
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(history.state).toEqual({ key: 'page', checkout: true });
    expect(window.location.pathname).toBe('/evento/7');

    rerender({ open: false });
    await waitFor(() => expect(history.state).toEqual({ key: 'page' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('Forward onto a closed checkout’s entry leaves it at once', async () => {
    const { rerender, onBack } = render(true);
    rerender({ open: false });
    await waitFor(() => expect(history.state).toEqual({ key: 'page' }));
    const back = landed().then(landed);
    history.forward();
    await back;
    expect(history.state).toEqual({ key: 'page' });
    expect(onBack).not.toHaveBeenCalled();
  });

  it('a jump past the event page (the history menu) is not taken for a Back to close', async () => {
    const { onBack } = render(true);
    const arrived = landed();
    history.go(-2);
    await arrived;
    expect(history.state).toEqual({ key: 'home' });
    expect(onBack).not.toHaveBeenCalled();
  });

  it('a page loaded on a checkout’s entry (a reload) leaves it, as nothing is open', async () => {
    history.pushState({ key: 'page', checkout: true }, '');
    render(false);
    await waitFor(() => expect(history.state).toEqual({ key: 'page' }));
  });
});
