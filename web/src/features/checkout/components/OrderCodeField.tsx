import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField';

/** The order's code, what the order lookup (/pedido) asks for, with a copy button. */
export function OrderCodeField({ hash }: { hash: string }) {
  const { t } = useTranslation();
  return (
    <CopyField
      label={t('checkout.orderCode.label')}
      description={t('checkout.orderCode.hint')}
      copyLabel={t('checkout.orderCode.copy')}
      value={hash}
      testId="order-code"
    />
  );
}
