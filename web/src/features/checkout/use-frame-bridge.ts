import { useCallback, useEffect, useRef } from 'react';
import { notifyLoggedUserChanged, readLoggedUser, subscribeLoggedUser } from '../../lib/session';
import { MESSAGE_SOURCE, originOf, parentMessage, type FrameToParent } from './messages';

/** True when the checkout runs inside the storefront's frame. */
export function inFrame(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

type Outgoing = FrameToParent extends infer M ? (M extends { source: string } ? Omit<M, 'source'> : never) : never;

/**
 * The frame's side of the talk with the storefront: says when it is ready,
 * when it closes and when the login changed inside it; listens for the
 * storefront's login changes. Messages go only to the storefront's exact
 * origin and are accepted only from it and from the parent window.
 */
export function useFrameBridge(siteUrl: string) {
  const parentOrigin = originOf(siteUrl, window.location.href);
  const lastToken = useRef<string | null>(readLoggedUser()?.access_token ?? null);

  const post = useCallback(
    (message: Outgoing) => {
      if (!inFrame() || !parentOrigin) return;
      window.parent.postMessage({ source: MESSAGE_SOURCE, ...message }, parentOrigin);
    },
    [parentOrigin],
  );

  useEffect(() => {
    post({ type: 'ready' });
  }, [post]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = parentMessage(event, parentOrigin, inFrame() ? window.parent : null);
      if (!message) return;
      lastToken.current = message.token;
      notifyLoggedUserChanged();
    };
    window.addEventListener('message', onMessage);
    const unsubscribe = subscribeLoggedUser(() => {
      const token = readLoggedUser()?.access_token ?? null;
      if (token === lastToken.current) return;
      lastToken.current = token;
      post({ type: 'login-changed' });
    });
    return () => {
      window.removeEventListener('message', onMessage);
      unsubscribe();
    };
  }, [parentOrigin, post]);

  return post;
}
