import { NativeSelect, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';
import type { InstallmentPlan } from '../api/contract';
import { classifyProblem } from '../errors';
import { ProblemAlert } from './ProblemAlert';

/** "1,99%" from basis points per month. */
function rate(bp: number, language: string): string {
  return `${(bp / 100).toLocaleString(language === 'en' ? 'en-US' : 'pt-BR', { maximumFractionDigits: 2 })}%`;
}

/** Short enough for a phone's select ("3x de R$ 445,50 sem juros"): the rate and the total show under it. */
function installmentLabel(t: TFunction, plan: InstallmentPlan): string {
  const values = { n: plan.installments, value: formatCentavos(plan.per_installment) };
  return plan.monthly_interest_bp > 0 ? t('checkout.pay.installmentInterest', values) : t('checkout.pay.installmentNoInterest', values);
}

/** The last installment takes the centavos an interest-free split leaves over (internal/payment). */
function lastInstallment(plan: InstallmentPlan): number {
  return plan.total - plan.per_installment * (plan.installments - 1);
}

interface InstallmentsFieldProps {
  plans: UseQueryResult<InstallmentPlan[]>;
  /** The plan chosen, once the plans are in. */
  plan: InstallmentPlan | null;
  orderTotal: number;
  /** The form's `installments` field. */
  field: UseFormRegisterReturn<'installments'>;
}

/** The installment plans of a card payment, with the chosen one's interest and total, shown before paying. */
export function InstallmentsField({ plans, plan, orderTotal, field }: InstallmentsFieldProps) {
  const { t, i18n } = useTranslation();
  const options = (plans.data ?? []).map((p) => ({ value: String(p.installments), label: installmentLabel(t, p) }));
  return (
    <>
      {plans.isPending ? (
        <Text size="sm">{t('checkout.pay.installmentsLoading')}</Text>
      ) : plans.isError ? (
        <ProblemAlert problem={classifyProblem(plans.error)} onRetry={() => void plans.refetch()} />
      ) : (
        <NativeSelect label={t('checkout.pay.installments')} data={options} {...field} data-testid="installments" />
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
    </>
  );
}
