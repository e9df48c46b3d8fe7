import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';
import { clearLoggedUser, userFullName } from '../../../lib/session';
import { useLoggedUser } from '../../../lib/use-logged-user';
import { onlyDigits } from '../../../lib/validation';
import { IdempotencyKeys } from '../api/idempotency';
import { createOrder, releaseOrder } from '../api/orders';
import { sectorsQueryOptions } from '../api/sectors';
import type { AbandonedCart, CreateOrderBody, Order, PaymentMade, SectorsAnswer } from '../api/contract';
import {
  cartTotals,
  cartLines,
  clampToAvailability,
  holderFieldErrors,
  holdersFor,
  orderItems,
  type Quantities,
  type TicketHolder,
} from '../cart';
import { isQueueRequired } from '../queue';
import { classifyProblem, type CheckoutProblem } from '../errors';
import { forgetPendingOrder, savePendingOrder, type ResumedOrder } from '../pending-order';
import { startingPoint } from '../starting-point';
import { useCartCoupon } from '../use-cart-coupon';
import type { GuestForm, HoldersForm } from '../schemas';
import { BuyerStep } from './BuyerStep';
import { CartSummary } from './CartSummary';
import { DoneStep } from './DoneStep';
import { ExpiredStep } from './ExpiredStep';
import { HoldersStep } from './HoldersStep';
import { PaymentStep } from './PaymentStep';
import { TicketsStep } from './TicketsStep';

export type Step = 'tickets' | 'buyer' | 'holders' | 'payment' | 'done' | 'expired';

export interface CheckoutIntentParams {
  sessao?: number;
  cupom?: string;
  carrinhoAbandonado?: string;
  referral?: string;
  /** The accepted password of a protected event. */
  senha?: string;
  /** The event's IANA zone (the sectors answer names only the event's id). */
  timezone?: string;
}

interface CheckoutFlowProps {
  eventId: number;
  /** The abandoned cart to restore: loaded (or failed) before the flow starts. */
  cart?: AbandonedCart | 'gone' | null;
  /** This tab's order still held (pending-order): the flow resumes at its payment. */
  resumed?: ResumedOrder | null;
  answer: SectorsAnswer;
  intent: CheckoutIntentParams;
  /** The order the visitor holds (for the close confirmation), or null. */
  onOrder: (order: Order | null, paid: boolean) => void;
  onFinish: () => void;
  onPaid?: (hash: string) => void;
  /** The order was refused for want of a place in the session's line (`queue_required`). */
  onQueue?: (sessao: number) => void;
  pollMs?: number;
  /** Set to what Back does inside the flow (the step before, while nothing is held), or null. */
  stepBackRef?: MutableRefObject<(() => void) | null>;
}

export function timezoneOf(intent: CheckoutIntentParams): string {
  return intent.timezone || 'America/Sao_Paulo';
}

/** The purchase, step by step; state lives here so going back keeps what was typed. */
export function CheckoutFlow({ eventId, cart = null, resumed = null, answer, intent, onOrder, onFinish, onPaid, onQueue, pollMs, stepBackRef }: CheckoutFlowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useLoggedUser();
  const [keys] = useState(() => new IdempotencyKeys());
  const [initial] = useState(() => startingPoint(answer, intent, cart, resumed?.order ?? null));
  const [step, setStep] = useState<Step>(resumed ? 'payment' : 'tickets');
  const [sessionId, setSessionId] = useState<number | null>(initial.sessionId);
  const [picked, setQuantities] = useState<Quantities>(initial.quantities);
  const [holders, setHolders] = useState<TicketHolder[]>([]);
  const [coupon, setCoupon] = useState(initial.coupon);
  const [guest, setGuest] = useState<GuestForm | null>(null);
  const [order, setOrder] = useState<Order | null>(resumed?.order ?? null);
  const [paidOrder, setPaidOrder] = useState<Order | null>(null);
  const [payment, setPayment] = useState<PaymentMade | null>(null);
  // The step list is set when the purchase starts, so a login inside it does not renumber the
  // steps ("2 of 5" becoming "2 of 4"): the buyer step then counts as done.
  const [withBuyer, setWithBuyer] = useState(() => !user);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(initial.notice ? t(initial.notice) : null);
  // Ticket prices the reservation came back with above those the buyer reviewed (a batch
  // sold out or ended meanwhile): said before payment, with the way out.
  const [priceRise, setPriceRise] = useState<{ hash: string; was: number; now: number } | null>(null);
  const [pending, setPending] = useState(false);
  const [changing, setChanging] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timezone = timezoneOf(intent);
  const referral = intent.referral || (cart && cart !== 'gone' ? cart.referral : null) || undefined;
  const session = answer.sessions.find((s) => s.id === sessionId);
  // Fresh availability lowers quantities that can no longer be had (and says so).
  const clamped = step === 'tickets' && session ? clampToAvailability(session, picked) : null;
  const quantities = clamped ?? picked;
  const lines = useMemo(() => cartLines(session, quantities), [session, quantities]);
  // A login inside the checkout (dialog) moves on from the buyer step.
  const current: Step = step === 'buyer' && user ? 'holders' : step;
  const cartCoupon = useCartCoupon({
    sessionId,
    lines,
    senha: intent.senha,
    linkCode: initial.coupon,
    atHolders: current === 'holders',
  });
  // The "Voltar" of the buyer and holders steps; a phone's Back does the same (stepBackRef).
  const previous = current === 'buyer' ? () => setStep('tickets') : current === 'holders' ? () => (user ? setStep('tickets') : toBuyer()) : null;
  useEffect(() => {
    if (stepBackRef) stepBackRef.current = previous;
  });
  const { quote, refusal } = cartCoupon;
  const couponRefusal = refusal ? (refusal.message ?? t('checkout.holders.couponUnchecked')) : null;

  const steps: Step[] = withBuyer ? ['tickets', 'buyer', 'holders', 'payment', 'done'] : ['tickets', 'holders', 'payment', 'done'];
  const shownStep = current === 'expired' ? 'payment' : current;
  const stepIndex = Math.max(0, steps.indexOf(shownStep));

  // Each step starts at its heading, for keyboard and screen reader users.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [current]);

  const guestCpf = user ? undefined : guest ? onlyDigits(guest.cpf) : resumed?.cpf;

  // What the visitor holds goes to the close question and, until it ends, to this tab's storage.
  const holdOrder = useCallback(
    (next: Order | null, paid: boolean, cpf?: string) => {
      if (next && !paid) savePendingOrder({ eventId, hash: next.hash, cpf });
      else forgetPendingOrder(eventId);
      onOrder(next, paid);
    },
    [eventId, onOrder],
  );

  const reportOrder = useCallback(
    (next: Order | null, paid = false) => {
      setOrder(next);
      holdOrder(next, paid, guestCpf);
    },
    [guestCpf, holdOrder],
  );

  // A resumed order is held from the start: closing asks about it.
  useEffect(() => {
    if (resumed) onOrder(resumed.order, false);
  }, [onOrder, resumed]);

  const refreshSectors = () => void queryClient.invalidateQueries({ queryKey: sectorsQueryOptions(eventId).queryKey });

  function continueFromTickets() {
    setProblem(null);
    setNotice(null);
    setQuantities(quantities);
    setHolders((previous) => holdersFor(lines, previous));
    if (user) setStep('holders');
    else toBuyer();
  }

  function toBuyer() {
    setWithBuyer(true);
    setStep('buyer');
  }

  async function reserve(values: HoldersForm) {
    setHolders(values.holders);
    setCoupon(values.coupon);
    setProblem(null);
    setPending(true);
    const body: CreateOrderBody = {
      session_id: sessionId!,
      items: orderItems(lines, values.holders),
      ...(values.coupon ? { coupon: values.coupon } : {}),
      ...(referral ? { referral } : {}),
      ...(intent.senha ? { senha: intent.senha } : {}),
      ...(!user && guest
        ? { buyer: { name: guest.name.trim(), email: guest.email.trim(), cpf: onlyDigits(guest.cpf), phone: guest.phone } }
        : {}),
    };
    const reviewed = cartTotals(lines, answer.fee_bp, quote).subtotal;
    try {
      const created = await keys.run('order', body, (key) => createOrder(body, key));
      setPriceRise(created.subtotal > reviewed ? { hash: created.hash, was: reviewed, now: created.subtotal } : null);
      reportOrder(created);
      setStep('payment');
    } catch (error) {
      if (isQueueRequired(error) && onQueue) return onQueue(body.session_id);
      const found = classifyProblem(error);
      setProblem(found);
      if (found.kind === 'invalid' || found.kind === 'limit') setFieldErrors(holderFieldErrors(found.fields, values.holders));
      if (found.kind === 'soldOut') {
        refreshSectors();
        setStep('tickets');
      } else if (found.kind === 'sessionExpired') {
        clearLoggedUser();
        toBuyer();
      }
    } finally {
      setPending(false);
    }
  }

  function applyCoupon(code: string) {
    // Kept like a reserved code, so going back and forth shows the code its preview is for.
    setCoupon(code);
    cartCoupon.preview(code);
  }

  async function changeOrder() {
    if (!order) return;
    setChanging(true);
    try {
      await keys.run(`release:${order.hash}`, null, (key) => releaseOrder(order.hash, key));
    } catch {
      // Released or expired already: either way the stock is back or coming back.
    } finally {
      setChanging(false);
    }
    reportOrder(null);
    refreshSectors();
    // A resumed order's holders are not known here (the answer masks their CPFs): pick again.
    setStep(holders.length ? 'holders' : 'tickets');
  }

  const paid = useCallback(
    (latest: Order | null, made: PaymentMade | null) => {
      if (!order) return;
      setPaidOrder(latest);
      setPayment(made);
      holdOrder(latest ?? order, true);
      onPaid?.(order.hash);
      setStep('done');
    },
    [holdOrder, onPaid, order],
  );

  const expired = useCallback(() => {
    // Nothing is held any more: closing now has nothing to release.
    holdOrder(null, false);
    setStep('expired');
    refreshSectors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function startAgain() {
    reportOrder(null);
    setProblem(null);
    setStep('tickets');
    refreshSectors();
  }

  const buyerEmail = user?.email ?? guest?.email ?? order?.buyer.email ?? null;
  const me = user
    ? user.document
      ? { name: userFullName(user), cpf: user.document }
      : null
    : guest
      ? { name: guest.name, cpf: onlyDigits(guest.cpf) }
      : null;

  return (
    <Stack gap="md" flex={1}>
      <div>
        <Text size="xs" c="gray.7">
          {t('checkout.stepOf', { step: stepIndex + 1, total: steps.length })}
        </Text>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} data-testid="step-title" style={{ outline: 'none' }}>
          {current === 'expired' ? t('checkout.hold.expiredTitle') : t(`checkout.steps.${shownStep}`)}
        </Title>
      </div>
      {current === 'tickets' && (
        <TicketsStep
          answer={answer}
          timezone={timezone}
          sessionId={sessionId}
          onSession={(id) => {
            setSessionId(id);
            setQuantities({});
          }}
          quantities={quantities}
          onQuantities={setQuantities}
          notice={clamped ? t('checkout.availabilityChanged') : notice}
          // Quantities already lowered to what is left say it all: asking for another
          // quantity as well would contradict them.
          problem={clamped && problem?.kind === 'soldOut' ? null : problem}
          onContinue={continueFromTickets}
        />
      )}
      {current === 'buyer' && (
        <>
          {problem && problem.kind === 'sessionExpired' && (
            <Alert color="red" role="alert">
              {t('checkout.problems.sessionExpired')}
            </Alert>
          )}
          <BuyerStep
            guest={guest}
            onGuest={(values) => {
              setGuest(values);
              setProblem(null);
              setStep('holders');
            }}
          />
          <Button variant="subtle" onClick={previous ?? undefined} w="fit-content">
            {t('checkout.back')}
          </Button>
        </>
      )}
      {current === 'holders' && (
        <>
          <HoldersStep
            holders={holders}
            coupon={coupon}
            me={me}
            buyingAs={user ? t('checkout.buyer.loggedAs', { name: userFullName(user) || user.email, email: user.email }) : null}
            problem={problem}
            fieldErrors={fieldErrors}
            pending={pending}
            onReserve={(values) => void reserve(values)}
            quote={quote}
            couponRefusal={couponRefusal}
            previewing={cartCoupon.previewing}
            onApply={applyCoupon}
            onCouponEdit={cartCoupon.reset}
            summary={<CartSummary lines={lines} feeBp={answer.fee_bp} quote={quote} withTotal />}
          />
          <Button variant="subtle" onClick={previous ?? undefined} w="fit-content">
            {t('checkout.back')}
          </Button>
        </>
      )}
      {current === 'payment' && order && priceRise?.hash === order.hash && (
        <Alert color="yellow" variant="light" role="status" data-testid="price-changed">
          {t('checkout.priceRose', { was: formatCentavos(priceRise.was), now: formatCentavos(priceRise.now) })}
        </Alert>
      )}
      {current === 'payment' && resumed && order?.hash === resumed.order.hash && (
        <Alert color="blue" variant="light" data-testid="order-resumed">
          {t('checkout.resumed')}
        </Alert>
      )}
      {current === 'payment' && order && (
        <PaymentStep
          order={order}
          cpf={guestCpf}
          email={buyerEmail}
          timezone={timezone}
          sandbox={answer.sandbox}
          sandboxPay={answer.sandbox_pay}
          keys={keys}
          pollMs={pollMs}
          onPaid={paid}
          onCharged={reportOrder}
          onExpired={expired}
          onChangeOrder={() => void changeOrder()}
          changing={changing}
        />
      )}
      {current === 'expired' && order && (
        <ExpiredStep order={order} cpf={guestCpf} email={buyerEmail} pollMs={pollMs} onStartAgain={startAgain} />
      )}
      {current === 'done' && order && (
        <DoneStep
          order={order}
          cpf={guestCpf}
          email={buyerEmail}
          initial={paidOrder}
          payment={payment}
          timezone={timezone}
          pollMs={pollMs}
          onFinish={onFinish}
        />
      )}
    </Stack>
  );
}
