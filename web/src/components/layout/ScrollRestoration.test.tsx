import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../app/history';
import { ScrollRestoration } from './ScrollRestoration';

/** jsdom does not lay pages out: scrollTo just records where the page is. */
function fakeScrolling() {
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = vi.fn((_x: number, top: number) => {
    y = top;
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  return { scrollTo, scrollBy: (top: number) => (y = top) };
}

/** Back and forward in jsdom end with an asynchronous popstate. */
async function traverse(step: () => void) {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  step();
  await act(() => popped);
}

describe('ScrollRestoration', () => {
  beforeEach(() => history.replaceState(null, '', '/'));
  afterEach(() => Reflect.deleteProperty(window, 'scrollY'));

  it('starts a new navigation at the top and restores the position on back and forward', async () => {
    const page = fakeScrolling();
    render(<ScrollRestoration />);
    page.scrollBy(500);
    act(() => navigate('/buscar/?q=rock'));
    expect(window.scrollY).toBe(0);
    page.scrollBy(120);
    act(() => navigate('/buscar/?q=rock&periodo=fds'));
    expect(window.scrollY).toBe(0);

    await traverse(() => history.back());
    await waitFor(() => expect(window.scrollY).toBe(120));
    await traverse(() => history.back());
    await waitFor(() => expect(window.scrollY).toBe(500));
    await traverse(() => history.forward());
    await waitFor(() => expect(window.scrollY).toBe(120));
  });

  it('keeps the positions across a reload of the page', async () => {
    const page = fakeScrolling();
    const first = render(<ScrollRestoration />);
    act(() => navigate('/sobre'));
    page.scrollBy(300);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    page.scrollBy(0);
    render(<ScrollRestoration />);
    expect(window.scrollY).toBe(300);
  });

  it('a link to the page shown replaces its entry and starts at the top', () => {
    const page = fakeScrolling();
    render(<ScrollRestoration />);
    act(() => navigate('/sobre'));
    const length = history.length;
    page.scrollBy(200);
    act(() => navigate('/sobre'));
    expect(history.length).toBe(length);
    expect(window.scrollY).toBe(0);
  });

  it('a replaced entry starts at the top too', () => {
    const page = fakeScrolling();
    render(<ScrollRestoration />);
    page.scrollBy(200);
    act(() => navigate('/buscar/?q=samba', { replace: true }));
    expect(window.scrollY).toBe(0);
  });
});
