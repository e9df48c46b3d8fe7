import { SimpleGrid, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCpf } from '../../../lib/validation';
import { useMarkTransferred } from '../api/money';
import { consoleErrorText, fieldError } from '../errors';
import { formatCentavos } from '../format';
import type { BankAccount, QueuedAccount, QueuedRefund } from '../types';
import type { Outcome } from './CancelOrderAction';
import { ConfirmDialog } from './ConfirmDialog';

const NO_ACCOUNT: BankAccount = { bank: '', agency: '', account: '', holder_cpf: '' };
const FIELDS = ['bank', 'agency', 'account', 'holder_cpf'] as const;

/** "Banco do Brasil (001) · Agência 1234 · Conta 56789-0 · CPF 123.456.789-09": the account a refund goes to. */
export function accountLine(t: TFunction, account: QueuedAccount): string {
  const bank = account.bank_name ? `${account.bank_name} (${account.bank})` : account.bank;
  return `${bank} · ${t('console.refunds.agency')} ${account.agency} · ${t('console.refunds.account')} ${account.account} · CPF ${formatCpf(account.holder_cpf)}`;
}

/**
 * Records the bank transfer of `refund` (null: closed) after a confirmation naming the amount
 * and the account. A refund without an account (the organizer or the event cancelled) asks
 * for the one the money went to, as the server requires.
 */
export function TransferDialog({
  refund,
  onClose,
  onOutcome,
}: {
  refund: QueuedRefund | null;
  onClose: () => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const mark = useMarkTransferred();
  const [account, setAccount] = useState<BankAccount>(NO_ACCOUNT);
  const asks = refund !== null && refund.bank_account === null;
  const close = () => {
    setAccount(NO_ACCOUNT);
    mark.reset();
    onClose();
  };
  const confirm = () => {
    if (!refund) return;
    mark.mutate(
      { hash: refund.hash, account: asks ? account : undefined },
      {
        onSuccess: () => {
          onOutcome({ ok: true, text: t('console.refunds.marked', { name: refund.buyer.name }) });
          close();
        },
        onError: (error) => {
          // A field the server refuses stays in the dialog, under the field.
          if (asks && FIELDS.some((field) => fieldError(error, `bank_account.${field}`))) return;
          onOutcome({ ok: false, text: consoleErrorText(t, error) });
          close();
        },
      },
    );
  };
  const bank = refund?.bank_account;
  const question = refund
    ? t('console.refunds.confirm', {
        amount: formatCentavos(refund.amount),
        name: refund.buyer.name,
        to: bank ? accountLine(t, bank) : t('console.refunds.accountBelow'),
      })
    : null;

  return (
    <ConfirmDialog
      title={t('console.refunds.markTitle')}
      question={question}
      pending={mark.isPending}
      onConfirm={confirm}
      onCancel={close}
      confirmDisabled={asks && FIELDS.some((field) => account[field].trim() === '')}
    >
      {asks && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {FIELDS.map((field, index) => (
            <TextInput
              key={field}
              label={t(`console.refunds.fields.${field}`)}
              required
              inputMode="numeric"
              value={account[field]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setAccount((current) => ({ ...current, [field]: value }));
              }}
              error={fieldError(mark.error, `bank_account.${field}`)}
              data-autofocus={index === 0 ? true : undefined}
            />
          ))}
        </SimpleGrid>
      )}
    </ConfirmDialog>
  );
}
