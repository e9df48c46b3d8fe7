import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource (jsdom has none): tests push `status` events and
 * errors into the page, and see which streams it opened and closed.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends `event: status` with this JSON. */
  send(data: unknown) {
    if (this.readyState === FakeEventSource.CLOSED) throw new Error('sent on a closed stream');
    this.readyState = FakeEventSource.OPEN;
    act(() => this.listeners.get('status')?.forEach((listener) => listener(new MessageEvent('status', { data: JSON.stringify(data) }))));
  }

  /** The connection dropped; `closed` when the browser gives up on it. */
  fail(closed = false) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    act(() => this.onerror?.(new Event('error')));
  }
}

/** Installs the fake as the global EventSource for this test; returns the streams the page opens. */
export function installFakeEventSource() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}

/** The newest stream the page opened that is still open. */
export function liveStream(): FakeEventSource | undefined {
  return FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED).at(-1);
}
