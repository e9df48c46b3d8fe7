import { useCallback, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyLoggedUserChanged, readLoggedUser, subscribeLoggedUser } from '../../../lib/session';
import { frameMessage, MESSAGE_SOURCE, originOf, type Outgoing, type ParentToFrame } from '../../checkout/messages';
import classes from './CheckoutFrame.module.css';

export interface CheckoutFrameHandle {
  /** The visitor pressed Back: the checkout answers as its close button does. */
  back: () => void;
}

interface CheckoutFrameProps {
  /** The frame's address (store checkoutUrl + event + intent). */
  src: string;
  onClose: () => void;
  onPaid?: () => void;
  /** The checkout was refused for want of a place in the line (`queue_required`). */
  onQueue?: (sessao: number | null) => void;
  ref?: Ref<CheckoutFrameHandle>;
}

/**
 * The checkout in a frame over the event page: full screen on phones, a
 * panel on wide screens. The support chat button stays above it. Messages
 * are exchanged only with the frame's exact origin and window.
 */
export function CheckoutFrame({ src, onClose, onPaid, onQueue, ref }: CheckoutFrameProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frameOrigin = originOf(src, window.location.href);
  // Until the checkout says it is ready nothing can be held, and a message to it would be lost.
  const ready = useRef(false);
  const onCloseRef = useRef(onClose);
  const onPaidRef = useRef(onPaid);
  const onQueueRef = useRef(onQueue);
  useEffect(() => {
    onCloseRef.current = onClose;
    onPaidRef.current = onPaid;
    onQueueRef.current = onQueue;
  }, [onClose, onPaid, onQueue]);

  const send = useCallback(
    (message: Outgoing<ParentToFrame>) => {
      const frame = frameRef.current?.contentWindow;
      if (frame && frameOrigin) frame.postMessage({ source: MESSAGE_SOURCE, ...message }, frameOrigin);
    },
    [frameOrigin],
  );

  useImperativeHandle(ref, () => ({ back: () => (ready.current ? send({ type: 'back' }) : onCloseRef.current()) }), [send]);

  useEffect(() => {
    let lastToken = readLoggedUser()?.access_token ?? null;
    const onMessage = (event: MessageEvent) => {
      const message = frameMessage(event, frameOrigin, frameRef.current?.contentWindow);
      if (!message) return;
      if (message.type === 'ready') {
        ready.current = true;
        frameRef.current?.focus();
      }
      if (message.type === 'close') onCloseRef.current();
      if (message.type === 'paid') onPaidRef.current?.();
      if (message.type === 'queue') onQueueRef.current?.(message.sessao);
      if (message.type === 'login-changed') {
        lastToken = readLoggedUser()?.access_token ?? null;
        notifyLoggedUserChanged();
      }
    };
    window.addEventListener('message', onMessage);
    // A login or logout in the storefront (another tab, the header) reaches the frame.
    const unsubscribe = subscribeLoggedUser(() => {
      const token = readLoggedUser()?.access_token ?? null;
      if (token === lastToken) return;
      lastToken = token;
      send({ type: 'user', token });
    });
    return () => {
      window.removeEventListener('message', onMessage);
      unsubscribe();
    };
  }, [frameOrigin, send]);

  // The page behind does not scroll while the checkout is open.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return (
    <div
      className={classes.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={t('checkoutEmbed.frameTitle')}
      data-checkout-overlay
      data-testid="checkout-overlay"
    >
      <div className={classes.panel}>
        <iframe
          ref={frameRef}
          src={src}
          title={t('checkoutEmbed.frameTitle')}
          className={classes.frame}
          name="catraca-checkout"
          allow="clipboard-write"
          data-testid="checkout-frame"
        />
      </div>
    </div>
  );
}
