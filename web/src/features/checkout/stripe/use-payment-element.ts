import type { Appearance, Stripe, StripeElementLocale, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadStripeJs } from './load-stripe';

export type PaymentElementState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; stripe: Stripe; elements: StripeElements };

interface PaymentElementOptions {
  publishableKey: string;
  locale: StripeElementLocale;
  appearance: Appearance;
  /** Centavos: Elements without a PaymentIntent yet asks for the amount. */
  amount: number;
  /** The buyer changed the card's data. */
  onChange: () => void;
}

/**
 * Stripe's Payment Element, cards only, mounted into `mount` once Stripe.js has loaded. The
 * PaymentMethod is made by us (`paymentMethodCreation: 'manual'`) and charged by the server. The
 * holder's name is our own field, so the Element does not ask for it again. Wallets are off:
 * Apple Pay and Google Pay need the store's domains registered with Stripe first.
 */
export function usePaymentElement({ publishableKey, locale, appearance, amount, onChange }: PaymentElementOptions) {
  const mount = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PaymentElementState>({ status: 'loading' });
  const [tries, setTries] = useState(0);
  const changed = useEffectEvent(onChange);

  useEffect(() => {
    let live = true;
    let element: StripePaymentElement | undefined;
    loadStripeJs(publishableKey, locale).then(
      (stripe) => {
        if (!live || !mount.current) return;
        const elements = stripe.elements({
          mode: 'payment',
          currency: 'brl',
          amount,
          paymentMethodCreation: 'manual',
          allowedPaymentMethodTypes: ['card'],
          appearance,
        });
        element = elements.create('payment', {
          fields: { billingDetails: { name: 'never' } },
          wallets: { applePay: 'never', googlePay: 'never', link: 'never' },
          terms: { card: 'never' },
        });
        element.on('change', () => changed());
        element.on('loaderror', () => {
          if (live) setState({ status: 'failed' });
        });
        element.mount(mount.current);
        setState({ status: 'ready', stripe, elements });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
      element?.destroy();
    };
  }, [publishableKey, locale, appearance, amount, tries]);

  const retry = () => {
    setState({ status: 'loading' });
    setTries((n) => n + 1);
  };
  return { mount, state, retry };
}
