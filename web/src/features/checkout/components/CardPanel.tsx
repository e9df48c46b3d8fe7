import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';
import { onlyDigits } from '../../../lib/validation';
import { MaskedField } from '../../account/components/MaskedField';
import type { IdempotencyKeys } from '../api/idempotency';
import { createCardToken, payOrder, useInstallments } from '../api/payment';
import type { InstallmentPlan, Order, PaymentMade } from '../api/contract';
import { classifyProblem, type CheckoutProblem } from '../errors';
import type { AlternativeKey } from '../payment-methods';
import { CARD_CVV_MASK, CARD_EXPIRY_MASK, CARD_NUMBER_MASK, cardSchema, EMPTY_CARD, type CardForm } from '../schemas';
import { fieldError } from './field-text';
import { ProblemAlert } from './ProblemAlert';

/** "1,99%" from basis points per month. */
function rate(bp: number, language: string): string {
  return `${(bp / 100).toLocaleString(language === 'en' ? 'en-US' : 'pt-BR', { maximumFractionDigits: 2 })}%`;
}

/** Short enough for a phone's select ("3x de R$ 445,50 sem juros"): the rate and the total show under it. */
function installmentLabel(t: ReturnType<typeof useTranslation>['t'], plan: InstallmentPlan): string {
  const values = { n: plan.installments, value: formatCentavos(plan.per_installment) };
  return plan.monthly_interest_bp > 0 ? t('checkout.pay.installmentInterest', values) : t('checkout.pay.installmentNoInterest', values);
}

/** The last installment takes the centavos an interest-free split leaves over (internal/payment). */
function lastInstallment(plan: InstallmentPlan): number {
  return plan.total - plan.per_installment * (plan.installments - 1);
}

interface CardPanelProps {
  hash: string;
  orderTotal: number;
  keys: IdempotencyKeys;
  sandbox: boolean;
  /** The sentence naming the other methods this order is offered (none: null), said after a decline. */
  alternativeKey: AlternativeKey | null;
  onPaid: (order: Order, payment: PaymentMade) => void;
  onProblem: (problem: CheckoutProblem) => void;
}

/**
 * Card: number, holder, expiry and CVV with masks; the installment plans show
 * the value of each, the interest and the total before paying. The card data
 * goes only to the gateway's tokenizer; the order is paid with the token. A
 * decline shows the issuer's reason and the form stays, to try again.
 */
export function CardPanel({ hash, orderTotal, keys, sandbox, alternativeKey, onPaid, onProblem }: CardPanelProps) {
  const { t, i18n } = useTranslation();
  const plans = useInstallments(hash);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const { control, register, handleSubmit, formState, setError } = useForm<CardForm>({
    resolver: zodResolver(cardSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CARD,
  });
  const { errors } = formState;
  const chosen = Number(useWatch({ control, name: 'installments' }));
  const plan = plans.data?.find((p) => p.installments === chosen) ?? null;
  const total = plan?.total ?? orderTotal;
  const payButton = useRef<HTMLButtonElement>(null);

  // The answer shows above the Pay button and pushes it down, under the storefront's chat bubble
  // on a phone or off the screen: bring it back into view, above the bubble (the page's
  // scroll-padding-bottom, CheckoutScreen.module.css), before the moved layout is painted.
  useLayoutEffect(() => {
    if (problem) payButton.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);

  const pay = handleSubmit(async (values) => {
    setPending(true);
    setProblem(null);
    const number = onlyDigits(values.number);
    const [month, year] = values.expiry.split('/');
    const card = { number, holder: values.holder.trim(), exp_month: Number(month), exp_year: 2000 + Number(year), cvv: values.cvv };
    try {
      // The key's memory holds only a fingerprint of the card, never its data.
      const fingerprint = { last4: number.slice(-4), exp: values.expiry, holder: card.holder };
      const { card_token } = await keys.run('card-token', fingerprint, (key) => createCardToken(card, key));
      const body = { method: 'card' as const, installments: chosen || 1, card_token };
      const answer = await keys.run(`pay:${hash}`, body, (key) => payOrder(hash, body, key));
      onPaid(answer, { method: 'card', installments: body.installments, amount: total });
    } catch (error) {
      const found = classifyProblem(error);
      if (found.kind === 'invalid') {
        const map: Record<string, keyof CardForm> = { number: 'number', holder: 'holder', expiry: 'expiry', exp_month: 'expiry', exp_year: 'expiry', cvv: 'cvv' };
        for (const [field, text] of Object.entries(found.fields)) {
          const target = map[field];
          if (target) setError(target, { message: text });
        }
      }
      if (found.kind === 'expired' || found.kind === 'sessionExpired' || found.kind === 'alreadyPaid') onProblem(found);
      else setProblem(found);
    } finally {
      setPending(false);
    }
  });

  const planOptions = (plans.data ?? []).map((p) => ({ value: String(p.installments), label: installmentLabel(t, p) }));

  return (
    <form
      noValidate
      // A new try clears the last answer, even when the form itself then stops it (a mistyped
      // number after a decline must not show beside the old "Pagamento recusado").
      onSubmit={(event) => {
        setProblem(null);
        void pay(event);
      }}
      data-testid="card-form"
    >
      <Stack gap="sm">
        <MaskedField
          control={control}
          name="number"
          label={t('checkout.pay.cardNumber')}
          mask={CARD_NUMBER_MASK}
          inputMode="numeric"
          autoComplete="cc-number"
          withAsterisk
          {...fieldError(t, errors.number?.message)}
        />
        <TextInput
          label={t('checkout.pay.cardHolder')}
          autoComplete="cc-name"
          withAsterisk
          {...register('holder')}
          {...fieldError(t, errors.holder?.message)}
        />
        <SimpleGrid cols={2} spacing="sm">
          <MaskedField
            control={control}
            name="expiry"
            label={t('checkout.pay.cardExpiry')}
            mask={CARD_EXPIRY_MASK}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('checkout.pay.cardExpiryPlaceholder')}
            withAsterisk
            {...fieldError(t, errors.expiry?.message)}
          />
          <MaskedField
            control={control}
            name="cvv"
            label={t('checkout.pay.cardCvv')}
            mask={CARD_CVV_MASK}
            inputMode="numeric"
            autoComplete="cc-csc"
            withAsterisk
            {...fieldError(t, errors.cvv?.message)}
          />
        </SimpleGrid>
        {plans.isPending ? (
          <Text size="sm">{t('checkout.pay.installmentsLoading')}</Text>
        ) : plans.isError ? (
          <ProblemAlert problem={classifyProblem(plans.error)} onRetry={() => void plans.refetch()} />
        ) : (
          <NativeSelect label={t('checkout.pay.installments')} data={planOptions} {...register('installments')} data-testid="installments" />
        )}
        {plan && (
          // Read out when the plan changes: the select's options leave the rate and the total to it.
          <Text size="sm" aria-live="polite" data-testid="installment-summary">
            {t(plan.monthly_interest_bp > 0 ? 'checkout.pay.interestRateSummary' : 'checkout.pay.interestSummary', {
              rate: rate(plan.monthly_interest_bp, i18n.language),
              interest: formatCentavos(Math.max(0, plan.total - orderTotal)),
              total: formatCentavos(plan.total),
            })}
            {lastInstallment(plan) !== plan.per_installment &&
              ` ${t('checkout.pay.lastInstallment', { value: formatCentavos(lastInstallment(plan)) })}`}
          </Text>
        )}
        {problem && (
          <ProblemAlert
            problem={problem}
            title={problem.kind === 'declined' ? t('checkout.pay.declinedTitle') : undefined}
            next={problem.kind === 'declined' ? [t('checkout.pay.declinedNext'), alternativeKey && t(alternativeKey)].filter(Boolean).join(' ') : undefined}
          />
        )}
        <Button ref={payButton} type="submit" size="md" loading={pending} data-testid="card-pay">
          {t('checkout.pay.cardPay', { total: formatCentavos(total) })}
        </Button>
        {sandbox && (
          <Alert color="orange" variant="light" p="xs">
            <Group gap={4}>
              <Text size="xs">{t('checkout.pay.testCards')}</Text>
            </Group>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
