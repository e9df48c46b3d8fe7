import { Box, Button, Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCpf } from '../../../lib/validation';
import { MaskedTextInput } from '../../account/components/MaskedTextInput';
import { CPF_MASK } from '../../account/masks';
import { HALF_PROOFS } from '../api/types';
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
}

/** Step 3: name and CPF per ticket, the half-price proof type, and the coupon. */
export function HoldersStep({ holders, coupon, me, buyingAs, problem, fieldErrors, pending, onReserve }: HoldersStepProps) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, formState, setValue, setError } = useForm<HoldersForm>({
    resolver: zodResolver(holdersSchema),
    mode: 'onTouched',
    defaultValues: { holders, coupon },
  });
  const { errors } = formState;
  const typedCoupon = useWatch({ control, name: 'coupon' });
  // Which button asked for the reservation, so only that one shows it is working.
  const [applying, setApplying] = useState(false);
  const submit = handleSubmit(onReserve);

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
    <form
      noValidate
      onSubmit={(event) => {
        setApplying(false);
        void submit(event);
      }}
    >
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
                <Controller
                  control={control}
                  name={`holders.${i}.cpf`}
                  render={({ field }) => (
                    <MaskedTextInput
                      label={t('checkout.holders.cpf')}
                      mask={CPF_MASK}
                      inputMode="numeric"
                      withAsterisk
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      name={field.name}
                      {...fieldError(t, error?.cpf?.message)}
                    />
                  )}
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
          {...register('coupon', { setValueAs: (value: string) => value.trim().toUpperCase() })}
          {...fieldError(t, errors.coupon?.message)}
          styles={{ input: { height: 44, minHeight: 44, lineHeight: '42px' } }}
          // The server prices a coupon only with the order: "Aplicar" reserves, as "Reservar" does.
          inputContainer={(input) => (
            // Bottoms aligned: the input keeps a small margin under its description.
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <Box flex={1}>{input}</Box>
              <Button
                variant="light"
                size="md"
                h={44}
                loading={pending && applying}
                disabled={pending || !typedCoupon?.trim()}
                onClick={() => {
                  setApplying(true);
                  void submit();
                }}
                data-testid="coupon-apply"
              >
                {t('checkout.holders.apply')}
              </Button>
            </Group>
          )}
          data-testid="coupon"
        />
        {problem && <ProblemAlert problem={problem} />}
        <Button type="submit" size="md" h={44} loading={pending && !applying} disabled={pending} data-testid="reserve">
          {t('checkout.holders.reserve')}
        </Button>
      </Stack>
    </form>
  );
}
