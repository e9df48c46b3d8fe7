import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';
import type { CouponQuote } from '../api/contract';
import { cartTotals, type CartLine } from '../cart';
import { PriceSummary } from './PriceSummary';

interface CartSummaryProps {
  lines: CartLine[];
  feeBp: number;
  /** The server's pricing of a previewed coupon: its amounts replace the estimate. */
  quote?: CouponQuote | null;
  withTotal?: boolean;
}

/** The picked tickets before the reservation: the estimate, or a coupon preview's amounts. */
export function CartSummary({ lines, feeBp, quote, withTotal }: CartSummaryProps) {
  const { t } = useTranslation();
  const { subtotal, fee, total } = cartTotals(lines, feeBp, quote);
  return (
    <PriceSummary
      lines={lines.map((line) => ({
        label: `${line.quantity}× ${line.sector.nome} (${t(line.type === 'half' ? 'checkout.half' : 'checkout.full')}) · ${formatCentavos(line.unitPrice)}`,
        amount: line.quantity * line.unitPrice,
      }))}
      subtotal={subtotal}
      fee={fee}
      discount={quote?.discount}
      coupon={quote?.coupon}
      total={withTotal ? total : undefined}
      estimate
    />
  );
}
