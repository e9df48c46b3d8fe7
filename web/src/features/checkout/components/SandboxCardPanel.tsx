import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';
import { onlyDigits } from '../../../lib/validation';
import { MaskedField } from '../../account/components/MaskedField';
import { createCardToken, payOrder, useInstallments } from '../api/payment';
import { cardOutcome } from '../card-charge';
import { classifyProblem } from '../errors';
import { CARD_CVV_MASK, CARD_EXPIRY_MASK, CARD_NUMBER_MASK, cardSchema, EMPTY_CARD, type CardForm } from '../schemas';
import { useCardAttempt, type CardPanelProps } from '../use-card-attempt';
import { CardProblem } from './CardProblem';
import { fieldError } from './field-text';
import { InstallmentsField } from './InstallmentsField';

/**
 * Card on the sandbox gateway: number, holder, expiry and CVV with masks; the installment plans
 * show the value of each, the interest and the total before paying. The card data goes only to
 * the sandbox's tokenizer, as it would to a gateway's script; the order is paid with the token.
 * A decline shows the issuer's reason and the form stays, to try again.
 */
export function SandboxCardPanel({ hash, orderTotal, keys, alternativeKey, onAttempt, onPaid, onUnsettled, onProblem }: CardPanelProps) {
  const { t } = useTranslation();
  const plans = useInstallments(hash);
  const { pending, problem, setProblem, settle, attempt, payButton } = useCardAttempt({ onPaid, onUnsettled, onProblem });
  const { control, register, handleSubmit, formState, setError } = useForm<CardForm>({
    resolver: zodResolver(cardSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CARD,
  });
  const { errors } = formState;
  const chosen = Number(useWatch({ control, name: 'installments' }));
  const plan = plans.data?.find((p) => p.installments === chosen) ?? null;
  const total = plan?.total ?? orderTotal;

  const pay = handleSubmit((values) =>
    attempt(async () => {
      onAttempt();
      const number = onlyDigits(values.number);
      const [month, year] = values.expiry.split('/');
      const card = { number, holder: values.holder.trim(), exp_month: Number(month), exp_year: 2000 + Number(year), cvv: values.cvv };
      try {
        // The key's memory holds only a fingerprint of the card, never its data.
        const fingerprint = { last4: number.slice(-4), exp: values.expiry, holder: card.holder };
        const { card_token } = await keys.run('card-token', fingerprint, (key) => createCardToken(card, key));
        const body = { method: 'card' as const, installments: chosen || 1, card_token };
        const answer = await keys.run(`pay:${hash}`, body, (key) => payOrder(hash, body, key));
        settle(cardOutcome(answer), { method: 'card', installments: body.installments, amount: total });
      } catch (error) {
        // The tokenizer's refusals name the card's fields: show each beside its field.
        const found = classifyProblem(error);
        if (found.kind === 'invalid') {
          const map: Record<string, keyof CardForm> = { number: 'number', holder: 'holder', expiry: 'expiry', exp_month: 'expiry', exp_year: 'expiry', cvv: 'cvv' };
          for (const [field, text] of Object.entries(found.fields)) {
            const target = map[field];
            if (target) setError(target, { message: text });
          }
        }
        throw error;
      }
    }),
  );

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
        <InstallmentsField plans={plans} plan={plan} orderTotal={orderTotal} field={register('installments')} />
        {problem && <CardProblem problem={problem} alternativeKey={alternativeKey} />}
        <Button ref={payButton} type="submit" size="md" loading={pending} data-testid="card-pay">
          {t('checkout.pay.cardPay', { total: formatCentavos(total) })}
        </Button>
        <Alert color="orange" variant="light" p="xs">
          <Text size="xs">{t('checkout.pay.testCards')}</Text>
        </Alert>
      </Stack>
    </form>
  );
}
