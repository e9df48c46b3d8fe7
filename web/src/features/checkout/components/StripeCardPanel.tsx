import { Button, Group, Loader, Stack, Text, TextInput, useMantineTheme } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Stripe } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';
import { useStoreConfig } from '../../store-config/api/get-store-config';
import { outcomeUnknown } from '../api/idempotency';
import { payOrder, syncPayment, useInstallments } from '../api/payment';
import { cardOutcome, syncCardCharge } from '../card-charge';
import type { CheckoutProblem } from '../errors';
import { stripeCardSchema, type StripeCardForm } from '../schemas';
import { stripeAppearance } from '../stripe/appearance';
import { stripeProblem } from '../stripe/stripe-problem';
import { usePaymentElement } from '../stripe/use-payment-element';
import { useCardAttempt, type CardPanelProps } from '../use-card-attempt';
import { CardProblem } from './CardProblem';
import { fieldError } from './field-text';
import { InstallmentsField } from './InstallmentsField';
import { ProblemAlert } from './ProblemAlert';

interface StripeCardPanelProps extends CardPanelProps {
  publishableKey: string;
}

/**
 * Card on the Stripe gateway: Stripe's Payment Element takes the card in its own frame, so its
 * data never reaches our server (PCI SAQ-A); the holder's name and the installments are ours.
 * Stripe.js turns the card into a PaymentMethod, which the server charges. When the issuer asks
 * for 3-D Secure, Stripe.js shows the challenge over the page, then the server is asked how the
 * charge ended (docs/payments.md, "The card step in the browser").
 */
export function StripeCardPanel(props: StripeCardPanelProps) {
  const { hash, orderTotal, keys, publishableKey, alternativeKey, onAttempt } = props;
  const { t, i18n } = useTranslation();
  const theme = useMantineTheme();
  const colors = useStoreConfig().configs.template.colors;
  const appearance = useMemo(() => stripeAppearance(theme, colors), [theme, colors]);
  // The PaymentMethod of a charge whose answer never came: sent again as it was, the charge
  // replays at the gateway instead of being a second one. Another card or name makes a new one.
  const [sent, setSent] = useState<{ id: string; holder: string } | null>(null);
  const { mount, state: element, retry: reload } = usePaymentElement({
    publishableKey,
    locale: i18n.language === 'en' ? 'en' : 'pt-BR',
    appearance,
    amount: orderTotal,
    onChange: () => setSent(null),
  });
  const plans = useInstallments(hash);
  const { pending, problem, setProblem, report, settle, attempt, payButton } = useCardAttempt(props);
  // A challenged charge the server could not learn the end of (the gateway did not answer):
  // trying again asks again, rather than charging anew.
  const [unsettled, setUnsettled] = useState<number | null>(null);
  const { control, register, handleSubmit, formState } = useForm<StripeCardForm>({
    resolver: zodResolver(stripeCardSchema),
    mode: 'onTouched',
    defaultValues: { holder: '', installments: '1' },
  });
  const chosen = Number(useWatch({ control, name: 'installments' }));
  const plan = plans.data?.find((p) => p.installments === chosen) ?? null;
  const total = plan?.total ?? orderTotal;

  /** Asks the server how the charge ended; `failure` is what the challenge said, if it failed. */
  async function learn(installments: number, failure: CheckoutProblem | null) {
    setUnsettled(installments);
    // A failed challenge is over: one look. A passed one may wait for the bank: a few, spaced out.
    const outcome = failure ? cardOutcome(await syncPayment(hash)) : await syncCardCharge(hash);
    setUnsettled(null);
    if (failure && outcome.kind === 'pending') setProblem(failure);
    else settle(outcome, { method: 'card', installments, amount: total });
  }

  async function challenge(stripe: Stripe, clientSecret: string, installments: number) {
    let failure: CheckoutProblem | null = null;
    try {
      const { error } = await stripe.handleNextAction({ clientSecret });
      // Closed by the buyer or refused by the bank: either way, the same advice (ours, in the buyer's
      // words) unless the server learns a reason from the charge below.
      if (error) failure = error.type === 'api_connection_error' ? stripeProblem(error) : { kind: 'declined', message: t('checkout.pay.challengeFailed') };
    } catch {
      failure = { kind: 'unexpected', message: null };
    }
    // Whatever the challenge said, only the charge tells whether the order was paid.
    await learn(installments, failure);
  }

  const pay = handleSubmit((values) =>
    attempt(async () => {
      if (element.status !== 'ready') return;
      const { stripe, elements } = element;
      onAttempt();
      setUnsettled(null);
      const holder = values.holder.trim();
      const installments = chosen || 1;
      // Elements checks its fields and shows what is wrong beside them: nothing is sent.
      const checked = await elements.submit();
      if (checked.error) {
        if (checked.error.type !== 'validation_error') report(stripeProblem(checked.error));
        return;
      }
      let token = sent?.holder === holder ? sent.id : null;
      if (!token) {
        const made = await stripe.createPaymentMethod({ elements, params: { billing_details: { name: holder } } });
        if (made.error) return report(stripeProblem(made.error));
        token = made.paymentMethod.id;
      }
      const body = { method: 'card' as const, installments, card_token: token };
      const answer = await keys.run(`pay:${hash}`, body, (key) => payOrder(hash, body, key)).catch((error: unknown) => {
        setSent(outcomeUnknown(error) ? { id: body.card_token, holder } : null);
        throw error;
      });
      setSent(null);
      if (answer.card_action) await challenge(stripe, answer.card_action.client_secret, installments);
      else settle(cardOutcome(answer), { method: 'card', installments, amount: total });
    }),
  );

  const retryLearning = unsettled === null ? undefined : () => void attempt(() => learn(unsettled, null));

  return (
    <form
      noValidate
      // A new try clears the last answer, even when the form itself then stops it.
      onSubmit={(event) => {
        setProblem(null);
        void pay(event);
      }}
      data-testid="card-form"
    >
      <Stack gap="sm">
        {element.status === 'failed' ? (
          <ProblemAlert problem={{ kind: 'gatewayDown', message: null }} title={t('checkout.pay.cardFormFailed')} onRetry={reload} />
        ) : (
          <>
            {element.status === 'loading' && (
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm">{t('checkout.pay.cardFormLoading')}</Text>
              </Group>
            )}
            <div ref={mount} data-testid="stripe-card" />
          </>
        )}
        <TextInput
          label={t('checkout.pay.cardHolder')}
          autoComplete="cc-name"
          withAsterisk
          {...register('holder')}
          {...fieldError(t, formState.errors.holder?.message)}
        />
        <InstallmentsField plans={plans} plan={plan} orderTotal={orderTotal} field={register('installments')} />
        {pending && unsettled !== null && (
          <Text size="sm" role="status">
            {t('checkout.pay.confirming')}
          </Text>
        )}
        {problem && <CardProblem problem={problem} alternativeKey={alternativeKey} onRetry={retryLearning} />}
        <Button ref={payButton} type="submit" size="md" loading={pending} disabled={element.status !== 'ready'} data-testid="card-pay">
          {t('checkout.pay.cardPay', { total: formatCentavos(total) })}
        </Button>
      </Stack>
    </form>
  );
}
