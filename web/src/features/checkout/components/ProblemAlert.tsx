import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CheckoutProblem } from '../errors';

/** What happened and what to do next, in the visitor's language, with the server's reason when it gave one. */
export function problemText(t: TFunction, problem: CheckoutProblem): string {
  const message = problem.message?.trim().replace(/([^.!?])$/, '$1.') ?? null;
  switch (problem.kind) {
    case 'soldOut':
      return message ? t('checkout.problems.soldOut', { message }) : t('checkout.problems.soldOutPlain');
    case 'limit':
      return message ? t('checkout.problems.limit', { message }) : t('checkout.problems.limitPlain');
    case 'coupon':
      return message ? t('checkout.problems.coupon', { message }) : t('checkout.problems.couponPlain');
    case 'invalid':
      return message ? t('checkout.problems.invalid', { message }) : t('checkout.problems.invalidPlain');
    case 'declined':
      return message ?? t('checkout.pay.declinedTitle');
    default:
      return t(`checkout.problems.${problem.kind}`);
  }
}

interface ProblemAlertProps {
  problem: CheckoutProblem;
  title?: string;
  /** Extra advice under the text (e.g. what to do after a declined card). */
  next?: string;
  onRetry?: () => void;
}

export function ProblemAlert({ problem, title, next, onRetry }: ProblemAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="checkout-problem"
      data-kind={problem.kind}
    >
      <Stack gap={6}>
        <Text size="sm">{problemText(t, problem)}</Text>
        {next && <Text size="sm">{next}</Text>}
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry} w="fit-content">
            {t('checkout.problems.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
