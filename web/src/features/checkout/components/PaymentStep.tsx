import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { IconBarcode, IconCreditCard, IconQrcode } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { formatCentavos } from '../../../lib/money';
import { saleStands } from '../../../lib/sale';
import { useStoreConfig } from '../../store-config/api/get-store-config';
import type { IdempotencyKeys } from '../api/idempotency';
import { isOpenStatus, ORDER_POLL_MS, orderQueryOptions, useOrder } from '../api/orders';
import { payOrder } from '../api/payment';
import type { BoletoCharge, Order, PaymentMade, PixCharge } from '../api/contract';
import { classifyProblem, type CheckoutProblem } from '../errors';
import { declinedAlternativeKey, offeredMethods } from '../payment-methods';
import { BoletoPanel } from './BoletoPanel';
import { CardPendingNotice } from './CardPendingNotice';
import { HoldCountdown } from './HoldCountdown';
import { LatePaymentNotice } from './LatePaymentNotice';
import { PixPanel } from './PixPanel';
import { PriceSummary } from './PriceSummary';
import { ProblemAlert } from './ProblemAlert';
import { SandboxCardPanel } from './SandboxCardPanel';
import { SandboxPayButton } from './SandboxPayButton';
import { StickyHold } from './StickyHold';
// Imported statically: Stripe.js itself loads only from this panel (stripe/load-stripe), and the
// panel as a lazy chunk of its own regrouped the storefront's first chunks (+0.45 KB gzipped).
import { StripeCardPanel } from './StripeCardPanel';

type Method = 'pix' | 'card' | 'boleto';

interface PaymentStepProps {
  order: Order;
  /** The guest buyer's CPF, to read the order without a login. */
  cpf?: string;
  /** The buyer's e-mail, named when a payment is to be refunded. */
  email?: string | null;
  timezone: string;
  /** Payments run on the sandbox gateway: nothing is charged, and the step says so. */
  sandbox: boolean;
  /** The sandbox's pay-by-hand route exists (dev mode): PIX and boleto offer a simulated payment. */
  sandboxPay: boolean;
  keys: IdempotencyKeys;
  /** How often a pending PIX or boleto is checked. */
  pollMs?: number;
  onPaid: (order: Order | null, payment: PaymentMade | null) => void;
  /** A PIX or boleto was issued: the order now waits for its payment. */
  onCharged: (order: Order) => void;
  onExpired: () => void;
  onChangeOrder: () => void;
  changing: boolean;
}

/** The right of withdrawal (CDC art. 49) lasts until this long before the event. */
const WITHDRAWAL_CUTOFF_MS = 48 * 3600_000;

/**
 * Step 4: the priced order with the hold countdown, then PIX, card or boleto. The card form is
 * the gateway's: Stripe Elements with Stripe, our own fields with the sandbox.
 */
export function PaymentStep({
  order,
  cpf,
  email,
  timezone,
  sandbox,
  sandboxPay,
  keys,
  pollMs = ORDER_POLL_MS,
  onPaid,
  onCharged,
  onExpired,
  onChangeOrder,
  changing,
}: PaymentStepProps) {
  const { t, i18n } = useTranslation();
  const [openedAt] = useState(() => Date.now());
  // Under 48 hours before the session, the purchase cannot be cancelled online, and it says so.
  const noWithdrawal = Date.parse(order.session.inicio) - openedAt < WITHDRAWAL_CUTOFF_MS;
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const queryClient = useQueryClient();
  const { payment } = useStoreConfig();
  const [method, setMethod] = useState<Method>(order.boleto ? 'boleto' : 'pix');
  const [pix, setPix] = useState<PixCharge | null>(order.pix ?? null);
  const [boleto, setBoleto] = useState<BoletoCharge | null>(order.boleto ?? null);
  const [pending, setPending] = useState<Method | null>(null);
  // A charge that failed after the gateway took it (a resumed order): said once, until the next try.
  const [problem, setProblem] = useState<CheckoutProblem | null>(() =>
    isOpenStatus(order.status) && order.payment_error ? { kind: 'declined', message: order.payment_error } : null,
  );
  // A card charge the bank had not settled when the card form gave up asking.
  const [cardWait, setCardWait] = useState(false);
  const live = useOrder(order.hash, cpf, pix || boleto || cardWait ? pollMs : false);
  const status = live.data?.status ?? order.status;
  // Paid, or paid above the total (the difference goes back): the tickets are issued.
  const sold = saleStands(live.data ?? order);
  // The bank refused the card later: the card form comes back, with the reason.
  const cardFailed = cardWait && isOpenStatus(status) ? (live.data?.payment_error ?? null) : null;
  const cardPending = cardWait && isOpenStatus(status) && !cardFailed;
  const waiting = Boolean(pix || boleto || cardPending);

  // Only a charge made here is polled, so a payment seen here is that one. A card's plan and
  // amount with interest come with the paid order.
  const issued: Method = boleto ? 'boleto' : cardWait ? 'card' : 'pix';
  useEffect(() => {
    if (sold) onPaid(live.data ?? null, issued === 'card' ? null : { method: issued, amount: order.total });
    else if (status === 'expired') onExpired();
  }, [issued, live.data, onExpired, onPaid, order.total, sold, status]);

  // An ended hold or an order paid meanwhile moves the flow on; anything else is shown here.
  function handleProblem(found: CheckoutProblem) {
    if (found.kind === 'expired') onExpired();
    else if (found.kind === 'alreadyPaid') onPaid(null, null);
    else setProblem(found);
  }

  async function charge(chosen: 'pix' | 'boleto') {
    setPending(chosen);
    setProblem(null);
    setCardWait(false);
    try {
      const body = { method: chosen };
      const answer = await keys.run(`pay:${order.hash}`, body, (key) => payOrder(order.hash, body, key));
      if (chosen === 'pix' && answer.pix) setPix(answer.pix);
      if (chosen === 'boleto' && answer.boleto) setBoleto(answer.boleto);
      // A total of 0 is settled at once.
      if (answer.status === 'paid') onPaid(answer, { method: 'free', amount: 0 });
      else if (answer.pix || answer.boleto) onCharged(answer);
    } catch (error) {
      handleProblem(classifyProblem(error));
    } finally {
      setPending(null);
    }
  }

  // One live charge per order: once a PIX or boleto is issued (or while one is being issued, or a
  // card awaits its bank), the other methods would charge the buyer a second time.
  const lockedTo: Method | null = pix ? 'pix' : boleto ? 'boleto' : cardPending ? 'card' : pending;
  const locked = (tab: Method) => lockedTo !== null && lockedTo !== tab;

  const orderKey = orderQueryOptions(order.hash, cpf).queryKey;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKey });
  const sandboxButton = sandboxPay ? <SandboxPayButton hash={order.hash} keys={keys} onSimulated={refresh} /> : null;
  const offered = offeredMethods(order);
  const cardProps = {
    hash: order.hash,
    orderTotal: order.total,
    keys,
    alternativeKey: declinedAlternativeKey(offered),
    onAttempt: () => {
      setProblem(null);
      setCardWait(false);
    },
    onPaid,
    // The order as the charge left it: the poll and the checks above take it from here.
    onUnsettled: (latest: Order) => {
      queryClient.setQueryData(orderKey, latest);
      setCardWait(isOpenStatus(latest.status));
    },
    onProblem: handleProblem,
  };
  const shownProblem = problem ?? (cardFailed ? { kind: 'declined' as const, message: cardFailed } : null);
  const typeLabel = (type: string) => t(type === 'half' ? 'checkout.half' : 'checkout.full');

  if (status === 'needs_refund' && !sold) return <LatePaymentNotice order={live.data ?? order} email={email} />;
  if (status === 'cancelled') {
    return (
      <Alert color="red" role="alert" data-testid="order-ended">
        {t('checkout.order.cancelled')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <StickyHold>
        {boleto ? (
          <Alert color="blue" variant="light">
            {t('checkout.hold.boletoUntil', { date: formatDate(boleto.due_date, timezone, language) })}
          </Alert>
        ) : (
          <HoldCountdown expiresAt={order.expires_at} onExpire={onExpired} />
        )}
      </StickyHold>
      {sandbox && (
        <Alert color="orange" variant="light" data-testid="sandbox-notice">
          {t('checkout.pay.sandboxNotice')}
        </Alert>
      )}
      <PriceSummary
        lines={order.items.map((item) => ({
          label: `${item.quantity}× ${item.sector} (${typeLabel(item.type)}) · ${formatCentavos(item.unit_price)}`,
          amount: item.quantity * item.unit_price,
        }))}
        subtotal={order.subtotal}
        fee={order.fee}
        discount={order.discount}
        coupon={order.coupon}
        total={order.total}
      />
      {noWithdrawal && (
        <Text size="sm" c="gray.7" data-testid="no-withdrawal">
          {t('checkout.pay.noWithdrawal')}
        </Text>
      )}
      {!waiting && (
        <Button variant="subtle" size="compact-sm" onClick={onChangeOrder} loading={changing} w="fit-content">
          {t('checkout.hold.change')}
        </Button>
      )}
      <Tabs value={method} onChange={(value) => value && setMethod(value as Method)} keepMounted={false}>
        <Tabs.List grow aria-label={t('checkout.pay.method')}>
          <Tabs.Tab value="pix" leftSection={<IconQrcode size={16} aria-hidden />} disabled={locked('pix')}>
            {t('checkout.pay.pix')}
          </Tabs.Tab>
          <Tabs.Tab value="card" leftSection={<IconCreditCard size={16} aria-hidden />} disabled={locked('card')}>
            {t('checkout.pay.card')}
          </Tabs.Tab>
          <Tabs.Tab value="boleto" leftSection={<IconBarcode size={16} aria-hidden />} disabled={locked('boleto')}>
            {t('checkout.pay.boleto')}
          </Tabs.Tab>
        </Tabs.List>
        {waiting && (
          <Text size="sm" c="gray.7" mt="xs" data-testid="methods-locked">
            {t(pix ? 'checkout.pay.lockedPix' : boleto ? 'checkout.pay.lockedBoleto' : 'checkout.pay.lockedCard')}
          </Text>
        )}
        <Tabs.Panel value="pix" pt="md">
          <PixPanel
            pix={pix}
            pending={pending === 'pix'}
            timezone={timezone}
            onGenerate={() => void charge('pix')}
            hash={order.hash}
            sandbox={sandboxButton}
          />
        </Tabs.Panel>
        <Tabs.Panel value="card" pt="md">
          {cardPending ? (
            <CardPendingNotice hash={order.hash} />
          ) : payment.provider === 'stripe' ? (
            <StripeCardPanel {...cardProps} publishableKey={payment.stripe_publishable_key ?? ''} />
          ) : (
            <SandboxCardPanel {...cardProps} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="boleto" pt="md">
          <BoletoPanel
            boleto={boleto}
            available={offered.includes('boleto')}
            pending={pending === 'boleto'}
            timezone={timezone}
            onGenerate={() => void charge('boleto')}
            hash={order.hash}
            sandbox={sandboxButton}
          />
        </Tabs.Panel>
      </Tabs>
      {shownProblem && <ProblemAlert problem={shownProblem} />}
      {live.isError && waiting && (
        <Text size="xs" c="gray.7">
          {t('checkout.order.lost')}
        </Text>
      )}
    </Stack>
  );
}
