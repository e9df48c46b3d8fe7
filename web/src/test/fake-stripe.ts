import type { Stripe, StripeElementsOptions, StripeError, StripePaymentElementOptions } from '@stripe/stripe-js';
import type { ChallengedCharge, FakeCheckoutState } from './checkout-fixtures';

/** How the buyer's 3-D Secure challenge ends: what the bank then holds of the charge. */
export type ChallengeEnd = 'passed' | 'refused' | 'closed' | 'bankSlow';

const CHALLENGE: Record<ChallengeEnd, { charge: ChallengedCharge; error?: StripeError }> = {
  passed: { charge: 'succeeded' },
  refused: { charge: 'failed', error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
  // Stripe.js says so at once; the charge at the gateway moves on a little later.
  closed: {
    charge: 'requires_action',
    error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
  },
  bankSlow: { charge: 'processing' },
};

/** The number the fake Payment Element wants before it counts as complete. */
const COMPLETE = 16;

/**
 * A stand-in for Stripe.js, injected where the checkout gets its Stripe object (the mocked
 * stripe/load-stripe). Its Payment Element is one text box the test types a card number into,
 * as Stripe's frame would take it; `elements.submit()` refuses an incomplete number beside the
 * box, as Elements does; `createPaymentMethod` answers `pm_N` and tells the fake server which
 * card that is; `handleNextAction` ends the challenge as the test set it and moves the fake
 * server's charge accordingly.
 */
export function fakeStripe(state: FakeCheckoutState) {
  const calls = {
    elements: [] as StripeElementsOptions[],
    element: [] as (StripePaymentElementOptions | undefined)[],
    paymentMethods: [] as unknown[],
    nextActions: [] as string[],
  };
  let number = '';
  let challenge: ChallengeEnd = 'passed';
  let made = 0;
  const listeners: Record<string, (() => void)[]> = {};
  const message = document.createElement('p');

  const element = {
    mount(node: HTMLElement) {
      const box = document.createElement('input');
      box.setAttribute('aria-label', 'Dados do cartão');
      box.addEventListener('input', () => {
        number = box.value;
        message.textContent = '';
        listeners.change?.forEach((listener) => listener());
      });
      node.append(box, message);
    },
    on(event: string, listener: () => void) {
      (listeners[event] ??= []).push(listener);
      return element;
    },
    destroy() {
      number = '';
    },
  };
  const elements = {
    create(_type: 'payment', options?: StripePaymentElementOptions) {
      calls.element.push(options);
      return element;
    },
    async submit() {
      if (number.length >= COMPLETE) return { selectedPaymentMethod: 'card' };
      message.textContent = 'O número do cartão está incompleto.';
      return { error: { type: 'validation_error', code: 'incomplete_number', message: message.textContent } };
    },
  };
  const stripe = {
    elements(options: StripeElementsOptions) {
      calls.elements.push(options);
      return elements;
    },
    async createPaymentMethod(options: { params?: unknown }) {
      calls.paymentMethods.push(options.params);
      const id = `pm_${++made}`;
      state.tokens.set(id, number);
      return { paymentMethod: { id } };
    },
    async handleNextAction({ clientSecret }: { clientSecret: string }) {
      calls.nextActions.push(clientSecret);
      const hash = /^pi_(\w+)_secret/.exec(clientSecret)?.[1] ?? '';
      const end = CHALLENGE[challenge];
      state.challenges.set(hash, end.charge);
      return end.error ? { error: end.error } : { paymentIntent: { status: end.charge } };
    },
  };
  return {
    stripe: stripe as unknown as Stripe,
    calls,
    /** How the next challenge ends. */
    endChallengeAs(end: ChallengeEnd) {
      challenge = end;
    },
  };
}
