import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { formatDateTime } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { formatCentavos } from '../../../lib/money';
import { onlyDigits } from '../../../lib/validation';
import { MaskedField } from '../../account/components/MaskedField';
import { CPF_MASK } from '../../account/masks';
import { bankLabel, useBanks } from '../api/banks';
import { usePreRefund } from '../api/pre-refund';
import { useRefundReasons } from '../api/refund-reasons';
import { orderZone } from '../order-rules';
import { cancelSchema, EMPTY_CANCEL, type CancelInput, type CancelValues } from '../schemas';
import type { Order } from '../types';
import { failureReason } from '../api/failure-reason';
import { useFieldError } from './field-error';

// The lists open inside the dialog, under their field: from the page's layer, a list that
// met the bottom of a phone's screen kept being moved and never held still under a finger.
const INSIDE_DIALOG = { withinPortal: false, position: 'bottom' as const, middlewares: { flip: false, shift: false } };

interface CancelOrderDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

/**
 * Cancel for refund: the rule and the deadline first, then the reason and,
 * for boleto, the bank account the money goes back to (spec section 7,
 * POST /orders/pre-refund).
 */
export function CancelOrderDialog({ order, opened, onClose }: CancelOrderDialogProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const showSnackbar = useSnackbar();
  const needsBank = order.payment_method === 'boleto';
  const reasons = useRefundReasons(opened);
  const banks = useBanks(opened && needsBank);
  const refund = usePreRefund();
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<CancelInput, unknown, CancelValues>({
    resolver: zodResolver(cancelSchema(needsBank)),
    mode: 'onTouched',
    defaultValues: EMPTY_CANCEL,
  });
  const { errors } = formState;
  const cancel = order.actions?.cancel;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await refund.mutateAsync({
        hash: order.hash,
        reason: reasons.data?.find((r) => String(r.id) === values.reason)?.id ?? values.reason,
        bank_account: needsBank
          ? {
              bank: values.bank,
              agency: values.agency.trim(),
              account: values.account.trim(),
              holder_cpf: onlyDigits(values.holderCpf),
            }
          : undefined,
      });
      showSnackbar({ message: t('orders.cancel.success'), color: 'success' });
      onClose();
    } catch (error) {
      setFailure(failureReason(error));
      showSnackbar({ message: t('orders.cancel.failure'), color: 'error' });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={550}
      centered
      title={t('orders.cancel.title')}
      closeButtonProps={{ 'aria-label': t('orders.closeDialog') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert" data-testid="dialog-failure">
              {failure}
            </Alert>
          )}
          <Text size="sm">
            {t('orders.cancel.intro', { event: order.event.nome, total: formatCentavos(order.total) })}
          </Text>
          <Alert color="blue" variant="light" title={t('orders.cancel.rule')} data-testid="cancel-rule">
            <Stack gap={4}>
              {cancel?.message && <Text size="sm">{cancel.message}</Text>}
              {cancel?.deadline && (
                <Text size="sm" fw={600}>
                  {t('orders.cancel.deadline', { date: formatDateTime(cancel.deadline, orderZone(order), language) })}
                </Text>
              )}
              <Text size="sm">{t(needsBank ? 'orders.cancel.refundBoleto' : order.payment_method === 'card' ? 'orders.cancel.refundCard' : 'orders.cancel.refundPix')}</Text>
            </Stack>
          </Alert>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <Select
                label={t('orders.cancel.reason')}
                placeholder={t('orders.cancel.reasonPlaceholder')}
                data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.nome }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                comboboxProps={INSIDE_DIALOG}
                withAsterisk
                data-autofocus
                {...fieldError(errors.reason)}
              />
            )}
          />
          {needsBank && (
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={600} size="sm" mb={4}>
                {t('orders.cancel.bankAccount')}
              </Text>
              <Controller
                control={control}
                name="bank"
                render={({ field }) => (
                  <Select
                    label={t('orders.cancel.bank')}
                    placeholder={t('orders.cancel.bankPlaceholder')}
                    data={(banks.data ?? []).map((b) => ({ value: String(b.codigo), label: bankLabel(b) }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    searchable
                    nothingFoundMessage={t('orders.cancel.bankNotFound')}
                    allowDeselect={false}
                    comboboxProps={INSIDE_DIALOG}
                    withAsterisk
                    {...fieldError(errors.bank)}
                  />
                )}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  {...register('agency')}
                  label={t('orders.cancel.agency')}
                  inputMode="numeric"
                  autoComplete="off"
                  withAsterisk
                  {...fieldError(errors.agency)}
                />
                <TextInput
                  {...register('account')}
                  label={t('orders.cancel.account')}
                  description={t('orders.cancel.accountHint')}
                  descriptionProps={{ c: 'gray.7' }}
                  inputMode="numeric"
                  autoComplete="off"
                  withAsterisk
                  {...fieldError(errors.account)}
                />
              </SimpleGrid>
              <MaskedField
                control={control}
                name="holderCpf"
                mask={CPF_MASK}
                label={t('orders.cancel.holderCpf')}
                inputMode="numeric"
                withAsterisk
                {...fieldError(errors.holderCpf)}
              />
            </Stack>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={refund.isPending}>
              {t('orders.cancel.keep')}
            </Button>
            <Button type="submit" color="red.9" loading={refund.isPending}>
              {t('orders.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
