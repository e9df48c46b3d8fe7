import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js for a publishable key, its messages in `locale`. The loader is imported on first
 * use, so only a checkout that shows the card form on the Stripe gateway downloads it; its
 * `pure` entry adds Stripe's script (from js.stripe.com, as PCI requires) only when called,
 * never on import. A failed load is forgotten, so trying again loads anew.
 *
 * Tests replace this module (vi.mock) with one that answers a fake Stripe object.
 */
export function loadStripeJs(publishableKey: string, locale: StripeElementLocale): Promise<Stripe> {
  const id = `${publishableKey} ${locale}`;
  let stripe = loaded.get(id);
  if (!stripe) {
    stripe = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey, { locale }))
      .then((instance) => instance ?? Promise.reject(new Error('stripe: Stripe.js is not available here')));
    stripe.catch(() => loaded.delete(id));
    loaded.set(id, stripe);
  }
  return stripe;
}
