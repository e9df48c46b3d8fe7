import { useTranslation } from 'react-i18next';
import type { CheckoutProblem } from '../errors';
import type { AlternativeKey } from '../payment-methods';
import { ProblemAlert } from './ProblemAlert';

interface CardProblemProps {
  problem: CheckoutProblem;
  /** The sentence naming the other methods this order is offered (none: null), said after a decline. */
  alternativeKey: AlternativeKey | null;
  onRetry?: () => void;
}

/** A card payment's answer: a decline says so, what to check, and how else the order can be paid. */
export function CardProblem({ problem, alternativeKey, onRetry }: CardProblemProps) {
  const { t } = useTranslation();
  const declined = problem.kind === 'declined';
  return (
    <ProblemAlert
      problem={problem}
      title={declined ? t('checkout.pay.declinedTitle') : undefined}
      next={declined ? [t('checkout.pay.declinedNext'), alternativeKey && t(alternativeKey)].filter(Boolean).join(' ') : undefined}
      onRetry={onRetry}
    />
  );
}
