import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdempotencyKeys } from '../api/idempotency';
import { simulatePayment } from '../api/payment';
import { classifyProblem, type CheckoutProblem } from '../errors';
import { ProblemAlert } from './ProblemAlert';

interface SandboxPayButtonProps {
  hash: string;
  keys: IdempotencyKeys;
  /** After the sandbox accepted: look at the order again. */
  onSimulated: () => void;
}

/** Only in sandbox stores: pays a PIX or boleto as the bank would, clearly labelled as a test. */
export function SandboxPayButton({ hash, keys, onSimulated }: SandboxPayButtonProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);

  async function simulate() {
    setPending(true);
    setProblem(null);
    try {
      await keys.run(`sandbox-pay:${hash}`, null, (key) => simulatePayment(hash, key));
      onSimulated();
    } catch (error) {
      setProblem(classifyProblem(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Alert color="orange" variant="light" data-testid="sandbox">
      <Stack gap={6}>
        <Text size="sm">{t('checkout.pay.simulateHint')}</Text>
        <Button color="orange" variant="outline" loading={pending} onClick={() => void simulate()} w="fit-content">
          {t('checkout.pay.simulate')}
        </Button>
        {problem && <ProblemAlert problem={problem} />}
      </Stack>
    </Alert>
  );
}
