import { Button, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';
import classes from './TicketsBar.module.css';

interface TicketsBarProps {
  count: number;
  total: number;
  onContinue: () => void;
}

/** Step 1's total and "Continuar", kept in reach on a phone while the buyer scrolls the sectors. */
export function TicketsBar({ count, total, onContinue }: TicketsBarProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className={classes.bar} data-tickets-bar data-testid="tickets-bar">
      <div className={classes.info}>
        {count > 0 ? (
          <>
            <Text size="xs" c="gray.7">
              {t('checkout.summary.total')}
            </Text>
            <Text fw={700} data-testid="bar-total">
              {formatCentavos(total)}
            </Text>
          </>
        ) : (
          // Beside the button, not in it: a phone-wide button cuts a sentence short.
          <Text size="xs" c="gray.7" id={hintId} data-testid="pick-some">
            {t('checkout.pickSome')}
          </Text>
        )}
      </div>
      <Button
        size="md"
        h={44}
        disabled={count === 0}
        onClick={onContinue}
        aria-describedby={count === 0 ? hintId : undefined}
        data-testid="tickets-continue"
      >
        {t('checkout.continue')}
      </Button>
    </div>
  );
}
