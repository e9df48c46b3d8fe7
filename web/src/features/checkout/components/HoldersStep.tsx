import { Box, Button, Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';
import { formatCpf } from '../../../lib/validation';
import { MaskedField } from '../../account/components/MaskedField';
import { CPF_MASK } from '../../account/masks';
import { HALF_PROOFS, type CouponQuote } from '../api/contract';
import type { TicketHolder } from '../cart';
import type { CheckoutProblem } from '../errors';
import { holdersSchema, type HoldersForm } from '../schemas';
import { fieldError } from './field-text';
import { ProblemAlert } from './ProblemAlert';

interface HoldersStepProps {
  holders: TicketHolder[];
  coupon: string;
  /** Name and CPF of the buyer, offered for a ticket with one tick. */
  me: { name: string; cpf: string } | null;
  buyingAs: string | null;
  problem: CheckoutProblem | null;
  /** The server's field errors, as paths of this form (`holders.1.cpf`). */
  fieldErrors?: Record<string, string>;
  pending: boolean;
  onReserve: (values: HoldersForm) => void;
  /** The server's pricing of the code typed, once "Aplicar" asked for it. */
  quote: CouponQuote | null;
  /** Why the server refused the code "Aplicar" asked about. */
  couponRefusal: string | null;
  previewing: boolean;
  onApply: (code: string) => void;
  /** The code changed: a preview of the old one no longer says anything. */
  onCouponEdit: () => void;
  /** The price summary, shown above the button that reserves. */
  summary: ReactNode;
}

/** Step 3: name and CPF per ticket, the half-price proof type, and the coupon. */
export function HoldersStep(props: HoldersStepProps) {
  const { holders, coupon, me, buyingAs, problem, fieldErrors, pending, onReserve, quote, couponRefusal, previewing } = props;
  const { t } = useTranslation();
  const { control, register, handleSubmit, formState, setValue, setError, getValues } = useForm<HoldersForm>({
    resolver: zodResolver(holdersSchema),
    mode: 'onTouched',
    defaultValues: { holders, coupon },
  });
  const { errors } = formState;
  const typedCoupon = useWatch({ control, name: 'coupon' });
  const apply = () => props.onApply(getValues('coupon'));

  // The server's reasons land on the fields they name.
  useEffect(() => {
    if (problem?.kind === 'coupon') setError('coupon', { message: problem.message ?? t('checkout.problems.couponPlain') });
    if (problem?.kind === 'invalid') {
      for (const [field, text] of Object.entries(problem.fields)) {
        if (field === 'coupon') setError('coupon', { message: text });
      }
    }
    for (const [path, text] of Object.entries(fieldErrors ?? {})) {
      setError(path as `holders.${number}.name`, { message: text });
    }
  }, [fieldErrors, problem, setError, t]);

  function fillWithMine(index: number, checked: boolean) {
    if (!me) return;
    setValue(`holders.${index}.name`, checked ? me.name : '', { shouldValidate: checked });
    setValue(`holders.${index}.cpf`, checked ? formatCpf(me.cpf) : '', { shouldValidate: checked });
  }

  const proofOptions = [
    { value: '', label: '—' },
    ...HALF_PROOFS.map((proof) => ({ value: proof, label: t(`checkout.proofs.${proof}`) })),
  ];

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onReserve)(event)}>
      <Stack gap="md">
        {buyingAs && (
          <Text size="sm" data-testid="buying-as">
            {buyingAs}
          </Text>
        )}
        <Text size="sm">{t('checkout.holders.intro')}</Text>
        {holders.map((holder, i) => {
          const typeLabel = t(holder.type === 'half' ? 'checkout.half' : 'checkout.full');
          const error = errors.holders?.[i];
          return (
            <Fieldset
              key={i}
              legend={t('checkout.holders.ticket', { n: i + 1, sector: holder.sectorName, type: typeLabel })}
              data-testid="holder"
              data-type={holder.type}
              p="sm"
            >
              <Stack gap="xs">
                {me && (
                  <Checkbox
                    label={t('checkout.holders.useMine')}
                    onChange={(e) => fillWithMine(i, e.currentTarget.checked)}
                    defaultChecked={false}
                  />
                )}
                <TextInput
                  label={t('checkout.holders.name')}
                  withAsterisk
                  autoComplete="off"
                  {...register(`holders.${i}.name`)}
                  {...fieldError(t, error?.name?.message)}
                />
                <MaskedField
                  control={control}
                  name={`holders.${i}.cpf`}
                  label={t('checkout.holders.cpf')}
                  mask={CPF_MASK}
                  inputMode="numeric"
                  withAsterisk
                  {...fieldError(t, error?.cpf?.message)}
                />
                {holder.type === 'half' && (
                  <NativeSelect
                    label={t('checkout.holders.proof')}
                    description={t('checkout.holders.proofHint')}
                    withAsterisk
                    data={proofOptions}
                    {...register(`holders.${i}.halfProof`)}
                    {...fieldError(t, error?.halfProof?.message)}
                  />
                )}
              </Stack>
            </Fieldset>
          );
        })}
        <TextInput
          label={t('checkout.holders.coupon')}
          description={t('checkout.holders.couponHint')}
          autoCapitalize="characters"
          autoComplete="off"
          {...register('coupon', { setValueAs: (value: string) => value.trim().toUpperCase(), onChange: props.onCouponEdit })}
          {...fieldError(t, errors.coupon?.message ?? couponRefusal ?? undefined)}
          // Enter in the code asks for its discount, as the button beside it does, instead of reserving.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (typedCoupon?.trim() && !previewing) apply();
          }}
          styles={{ input: { height: 44, minHeight: 44, lineHeight: '42px' } }}
          // "Aplicar" only prices the code (nothing is held); "Reservar" sends it with the order.
          inputContainer={(input) => (
            // Bottoms aligned: the input keeps a small margin under its description.
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <Box flex={1}>{input}</Box>
              <Button
                variant="light"
                size="md"
                h={44}
                loading={previewing}
                disabled={pending || !typedCoupon?.trim()}
                onClick={apply}
                data-testid="coupon-apply"
              >
                {t('checkout.holders.apply')}
              </Button>
            </Group>
          )}
          data-testid="coupon"
        />
        {quote && (
          <Text size="sm" c="green.9" role="status" data-testid="coupon-applied">
            {t('checkout.holders.couponApplied', { code: quote.coupon, amount: formatCentavos(quote.discount) })}
          </Text>
        )}
        {props.summary}
        {problem && <ProblemAlert problem={problem} />}
        <Button type="submit" size="md" h={44} loading={pending} data-testid="reserve">
          {t('checkout.holders.reserve')}
        </Button>
      </Stack>
    </form>
  );
}
