import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import '../app/i18n';
import { installFakeApi } from './fake-api';

// findBy* and waitFor poll until the state appears; the 1 s default gave up while a busy
// machine was still loading lazy dialogs. A generous ceiling costs nothing when the state comes.
configure({ asyncUtilTimeout: 15_000 });

// Each test is a fresh page load: data the server inlined is as old as the test, not as old as
// the test worker (whose start a busy machine can put more than the 30 s staleTime back).
beforeEach(() => {
  Object.defineProperty(performance, 'timeOrigin', { value: Date.now(), configurable: true });
});

// jsdom lacks these browser APIs; Mantine uses them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// Tests browse as a visitor who asked for reduced motion: Mantine then runs no transition
// timers, which could otherwise fire after a test's window is torn down.
window.matchMedia ??= (query: string) =>
  ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom has scrollTo, but it only reports "Not implemented"; the layout scrolls on every navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

// Pages call the API as they render: by default a fake one answers with
// empty lists (no real network in tests). Tests install their own routes.
beforeEach(() => {
  installFakeApi();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
