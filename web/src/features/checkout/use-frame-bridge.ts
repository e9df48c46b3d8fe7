import { useCallback, useEffect, useRef } from 'react';
import { inFrame } from '../../lib/in-frame';
import { notifyLoggedUserChanged, readLoggedUser, subscribeLoggedUser } from '../../lib/session';
import { MESSAGE_SOURCE, originOf, parentMessage, type FrameToParent, type Outgoing } from './messages';


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
    (message: Outgoing<FrameToParent>) => {
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
      if (message?.type !== 'user') return;
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

/** The visitor pressed Back in the storefront while the checkout is open. */
export function useParentBack(siteUrl: string, onBack: () => void) {
  const parentOrigin = originOf(siteUrl, window.location.href);
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (parentMessage(event, parentOrigin, inFrame() ? window.parent : null)?.type === 'back') onBackRef.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [parentOrigin]);
}
