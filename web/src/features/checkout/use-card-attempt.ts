import { useLayoutEffect, useRef, useState } from 'react';
import type { IdempotencyKeys } from './api/idempotency';
import type { Order, PaymentMade } from './api/contract';
import type { CardOutcome } from './card-charge';
import { classifyProblem, type CheckoutProblem } from './errors';
import type { AlternativeKey } from './payment-methods';

/** What the payment step gives either card form (sandbox fields or Stripe Elements). */
export interface CardPanelProps {
  hash: string;
  orderTotal: number;
  keys: IdempotencyKeys;
  /** The sentence naming the other methods this order is offered (none: null), said after a decline. */
  alternativeKey: AlternativeKey | null;
  /** A new payment starts: what the step showed of the last one goes. */
  onAttempt: () => void;
  onPaid: (order: Order, payment: PaymentMade) => void;
  /**
   * The charge left the order unpaid without failing: the bank has not answered yet, or the hold
   * ended meanwhile. The step watches the order from here.
   */
  onUnsettled: (order: Order) => void;
  /** An ended hold, an expired login or an order paid meanwhile: the step moves on. */
  onProblem: (problem: CheckoutProblem) => void;
}

/**
 * One card payment at a time: its busy state, its answer, and the Pay button brought back into
 * view when the answer shows. A submit while one runs (Enter pressed twice) is ignored, so the
 * buyer never starts two charges.
 */
export function useCardAttempt({ onPaid, onUnsettled, onProblem }: Pick<CardPanelProps, 'onPaid' | 'onUnsettled' | 'onProblem'>) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const running = useRef(false);
  const payButton = useRef<HTMLButtonElement>(null);

  // The answer shows above the Pay button and pushes it down, under the storefront's chat bubble
  // on a phone or off the screen: bring it back into view, above the bubble (the page's
  // scroll-padding-bottom, CheckoutScreen.module.css), before the moved layout is painted.
  useLayoutEffect(() => {
    if (problem) payButton.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);

  /** What ends the order goes up to the step; anything else shows beside the Pay button. */
  function report(found: CheckoutProblem) {
    if (found.kind === 'expired' || found.kind === 'sessionExpired' || found.kind === 'alreadyPaid') onProblem(found);
    else setProblem(found);
  }

  /** Where the order's answer leads: the tickets, the gateway's refusal, or the step's watch. */
  function settle(outcome: CardOutcome, made: PaymentMade) {
    if (outcome.kind === 'paid') onPaid(outcome.order, made);
    else if (outcome.kind === 'failed') setProblem({ kind: 'declined', message: outcome.message });
    else onUnsettled(outcome.order);
  }

  async function attempt(run: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setProblem(null);
    try {
      await run();
    } catch (error) {
      report(classifyProblem(error));
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { pending, problem, setProblem, report, settle, attempt, payButton };
}
