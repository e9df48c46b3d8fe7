import type { StripeError } from '@stripe/stripe-js';
import type { CheckoutProblem } from '../errors';

/**
 * A Stripe.js error in the checkout's kinds. Only a card or field error carries Stripe's text:
 * it names the field to fix, in the buyer's language (Stripe.js is loaded with it). Stripe not
 * answering is the gateway's failure; anything else (a refused key, a bad request) is ours.
 */
export function stripeProblem(error: StripeError): CheckoutProblem {
  switch (error.type) {
    case 'card_error':
    case 'validation_error':
      return { kind: 'invalid', message: error.message ?? null, fields: {} };
    case 'api_connection_error':
    case 'api_error':
    case 'rate_limit_error':
      return { kind: 'gatewayDown', message: null };
    default:
      return { kind: 'unexpected', message: null };
  }
}
