import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import pt from '../../../locales/pt.json';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { ApiError } from '../../../lib/api/api-error';
import { MaskedField } from '../../account/components/MaskedField';
import { CPF_MASK } from '../../account/masks';
import { useTransferTicket } from '../api/transfer-ticket';
import { transferSchema, type TransferValues } from '../schemas';

type ValidationKey = keyof typeof pt.tickets.validation;
const KEYS = new Set<string>(Object.keys(pt.tickets.validation));

interface TransferDialogProps {
  token: string;
  deadline: string;
  opened: boolean;
  onClose: () => void;
}

/** Moves the ticket to another name and CPF; the old token stops working and the new holder gets an e-mail. */
export function TransferDialog({ token, deadline, opened, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const transfer = useTransferTicket(token);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, formState, setError, reset } = useForm<TransferValues>({
    resolver: zodResolver(transferSchema),
    mode: 'onTouched',
    defaultValues: { name: '', cpf: '', email: '' },
  });
  const { errors } = formState;
  // Each opening starts empty: a transfer given up leaves nothing behind.
  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };
  const fieldProps = (message: string | undefined) => ({
    error: !message ? undefined : KEYS.has(message) ? t(`tickets.validation.${message as ValidationKey}`) : message,
    errorProps: { role: 'alert' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await transfer.mutateAsync(values);
      showSnackbar({ message: t('tickets.transfer.success', { name: values.name.trim() }), color: 'success' });
      close();
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      const fields = body?.fields ?? {};
      for (const name of ['name', 'cpf', 'email'] as const) {
        if (fields[name]) setError(name, { message: fields[name] });
      }
      setFailure(body?.message ?? t('tickets.transfer.failure'));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      size={550}
      centered
      title={t('tickets.transfer.title')}
      closeButtonProps={{ 'aria-label': t('orders.closeDialog') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('tickets.transfer.intro', { date: deadline })}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            {...register('name')}
            label={t('tickets.transfer.name')}
            autoComplete="off"
            withAsterisk
            data-autofocus
            {...fieldProps(errors.name?.message)}
          />
          <MaskedField
            control={control}
            name="cpf"
            mask={CPF_MASK}
            label={t('tickets.transfer.cpf')}
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            {...fieldProps(errors.cpf?.message)}
          />
          <TextInput
            {...register('email')}
            type="email"
            label={t('tickets.transfer.email')}
            autoComplete="off"
            withAsterisk
            {...fieldProps(errors.email?.message)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={transfer.isPending}>
              {t('tickets.transfer.cancel')}
            </Button>
            <Button type="submit" loading={transfer.isPending}>
              {t('tickets.transfer.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
