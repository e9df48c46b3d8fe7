import type { AbandonedCart, CreateOrderBody, InstallmentPlan, Order, PaymentBody, SectorsAnswer } from '../features/checkout/api/contract';
import { jsonResponse, type FakeRoutes } from './fake-api';

/** The event the fixtures sell; the sectors answer names only its id, orders its name too. */
const EVENT = { id: 7, nome: 'Rock na Ilha' };

/** GET /pdv/v3/products/sectors/{event}: one session, a sector with half price and one without. */
export function sectorsFixture(overrides: Partial<SectorsAnswer> = {}): SectorsAnswer {
  return {
    event: EVENT.id,
    sessions: [
      {
        id: 70,
        inicio: '2026-12-05T21:00:00-03:00',
        sectors: [
          { id: 701, nome: 'Pista', price: 10000, half_price: 5000, batch: { nome: '1º lote' }, available: 50, max_per_order: 6, on_sale: true },
          { id: 702, nome: 'Camarote', price: 30000, half_price: null, batch: null, available: 3, max_per_order: 4, on_sale: true },
        ],
      },
    ],
    fee_bp: 1000,
    max_per_order: 6,
    max_per_cpf: 6,
    hold_minutes: 10,
    sandbox: true,
    sandbox_pay: true,
    ...overrides,
  };
}

export const VALID_CPFS = ['52998224725', '11144477735', '39053344705'];
export const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
/** A CPF as orders show it: ***.456.789-**. */
const serverMasked = (cpf: string) => {
  const digits = cpf.replace(/\D/g, '');
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
};

/** An order as the server answers it: reserved, one Pista ticket, no payment yet. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    hash: 'h1',
    status: 'reserved',
    created_at: '2026-11-25T12:00:00Z',
    expires_at: '2026-11-25T12:10:00Z',
    paid_at: null,
    event: EVENT,
    session: { id: 70, inicio: '2026-12-05T21:00:00-03:00' },
    items: [
      {
        sector_id: 701,
        sector: 'Pista',
        type: 'full',
        quantity: 1,
        unit_price: 10000,
        batch: '1º lote',
        attendees: [{ name: 'Ana Souza', cpf: '***.982.247-**', half_proof: null }],
      },
    ],
    subtotal: 10000,
    discount: 0,
    fee: 1000,
    fee_bp: 1000,
    total: 11000,
    coupon: null,
    referral: null,
    payment_method: null,
    payment_methods: ['pix', 'card', 'boleto'],
    installments: null,
    charged: null,
    buyer: { name: 'Ana Souza', email: 'ana@example.com' },
    refund_reason: null,
    refund_amount: null,
    payment_error: null,
    dispute: null,
    gateway_refunded: 0,
    ...overrides,
  };
}

/** The order hash of /api/checkout/orders/{hash}/... */
function hashOf(url: URL): string {
  const parts = url.pathname.split('/');
  return parts[parts.indexOf('orders') + 1] ?? '';
}

interface FakeCheckoutOptions {
  sectors?: SectorsAnswer;
  /** Coupons the fake accepts: code → percent off. */
  coupons?: Record<string, number>;
  holdMs?: number;
  /** Pay answers 402 with this reason for card numbers ending like this. */
  declines?: Record<string, string>;
  /** Answer of POST /checkout/orders before any logic (e.g. a 409). */
  createReply?: () => Response | undefined;
  cart?: AbandonedCart;
  /** The orders' payment_methods, as the server lists them (default: all three). */
  paymentMethods?: Order['payment_methods'];
  /** A boleto's printable page, when the gateway hosts one. */
  boletoPdfUrl?: string;
  /** Answer of POST .../payment before any logic (e.g. a 503). */
  payReply?: (body: PaymentBody) => Response | undefined;
  /** Answer of POST .../payment/sync before any logic (e.g. a 503). */
  syncReply?: () => Response | undefined;
}

/** Where a challenged card charge stands at the gateway: what the server's sync reads. */
export type ChallengedCharge = 'succeeded' | 'failed' | 'requires_action' | 'processing';

export interface FakeCheckoutState {
  orders: Map<string, Order & { cardNumbers?: string[] }>;
  creates: { body: unknown; key: string | undefined }[];
  /** Bodies of POST /checkout/coupon. */
  previews: unknown[];
  payments: { body: unknown; key: string | undefined }[];
  deletes: string[];
  tokens: Map<string, string>;
  /** Orders whose card charge asked for 3-D Secure, by hash: the fake Stripe moves them on. */
  challenges: Map<string, ChallengedCharge>;
}

/** Card numbers whose issuer asks for 3-D Secure (Stripe's test card 4000 0000 0000 3220). */
const CHALLENGED = '3220';

/**
 * A small purchase API that behaves like docs/api-contract.md's: orders priced
 * with the fee apart, coupons, PIX and boleto paid by the sandbox button,
 * cards that approve, decline or ask for 3-D Secure by number.
 */
export function fakeCheckout(options: FakeCheckoutOptions = {}) {
  const sectors = options.sectors ?? sectorsFixture();
  const state: FakeCheckoutState = { orders: new Map(), creates: [], previews: [], payments: [], deletes: [], tokens: new Map(), challenges: new Map() };
  const declines = options.declines ?? { '0002': 'Cartão recusado pelo emissor.', '9995': 'Saldo insuficiente.' };
  let next = 1;
  const sectorById = (id: number) => sectors.sessions.flatMap((s) => s.sectors).find((s) => s.id === id);
  /** As the server settles a payment: the method, the charge and the tickets; nothing left to pay with. */
  const paid = (order: Order, method: NonNullable<Order['payment_method']>, installments: number | null = null): Order => ({
    ...order,
    status: 'paid',
    paid_at: new Date().toISOString(),
    payment_method: method,
    payment_methods: [],
    installments,
    charged: order.total,
    tickets: order.items.flatMap((item) =>
      item.attendees.map((a, i) => {
        const token = `tok-${order.hash}-${item.sector_id}-${item.type}-${i}`;
        return { token, holder: a.name, sector: item.sector, type: item.type, half_proof: a.half_proof, qr_png: 'iVBORw0KGgo=', url: `http://localhost/ingressos/${token}`, valid: true };
      }),
    ),
  });

  /** Prices items as orders and coupon previews alike do. */
  const price = (input: { sector_id: number; type: 'full' | 'half'; quantity: number }[], coupon?: string) => {
    const items = input.map((item) => {
      const sector = sectorById(item.sector_id)!;
      const unit = item.type === 'half' ? sector.half_price! : sector.price;
      return { sector_id: item.sector_id, type: item.type, quantity: item.quantity, sector: sector.nome, unit_price: unit, batch: sector.batch?.nome ?? null };
    });
    const subtotal = items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
    const discount = coupon ? Math.round((subtotal * options.coupons![coupon]!) / 100) : 0;
    const fee = Math.round((subtotal * sectors.fee_bp) / 10_000);
    return { items, subtotal, discount, fee, total: subtotal + fee - discount };
  };

  const routes: FakeRoutes = {
    'GET /pdv/v3/products/sectors/:id': () => sectors,
    'POST /checkout/coupon': (_url, body) => {
      state.previews.push(body);
      const input = body as { coupon: string; items: { sector_id: number; type: 'full' | 'half'; quantity: number }[] };
      const code = input.coupon.trim().toUpperCase();
      if (!(options.coupons ?? {})[code]) {
        return jsonResponse(400, { reason: 'coupon_invalid', message: 'Cupom inválido.', errors: ['Cupom inválido.'], fields: { coupon: 'Cupom inválido.' } });
      }
      const { subtotal, discount, fee, total } = price(input.items, code);
      return { coupon: code, subtotal, discount, fee, total };
    },
    'POST /checkout/orders': (_url, body, headers) => {
      state.creates.push({ body, key: headers['Idempotency-Key'] });
      const early = options.createReply?.();
      if (early) return early;
      const input = body as CreateOrderBody;
      if (input.coupon && !(options.coupons ?? {})[input.coupon]) {
        return jsonResponse(400, { reason: 'coupon_invalid', message: 'Cupom inválido.', errors: ['Cupom inválido.'], fields: { coupon: 'Cupom inválido.' } });
      }
      const { items, subtotal, discount, fee, total } = price(input.items, input.coupon);
      const hash = `h${next++}`;
      const order = orderFixture({
        hash,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + (options.holdMs ?? 600_000)).toISOString(),
        session: { id: input.session_id, inicio: sectors.sessions.find((s) => s.id === input.session_id)!.inicio },
        // As the server: each item's attendees, CPFs masked.
        items: items.map((item, i) => ({
          ...item,
          attendees: input.items[i]!.attendees.map((a) => ({ name: a.name, cpf: serverMasked(a.cpf), half_proof: a.half_proof ?? null })),
        })),
        subtotal,
        fee,
        fee_bp: sectors.fee_bp,
        discount,
        total,
        coupon: input.coupon ?? null,
        referral: input.referral ?? null,
        buyer: { name: input.buyer?.name ?? 'Ana Souza', email: input.buyer?.email ?? 'ana@example.com' },
        payment_methods: options.paymentMethods ?? ['pix', 'card', 'boleto'],
      });
      state.orders.set(hash, order);
      return jsonResponse(201, order);
    },
    'GET /checkout/orders/:hash': (url) => {
      const order = state.orders.get(hashOf(url));
      return order ?? jsonResponse(404, { reason: 'not_found', message: 'Pedido não encontrado.' });
    },
    'DELETE /checkout/orders/:hash': (url) => {
      const hash = hashOf(url);
      state.deletes.push(hash);
      const order = state.orders.get(hash);
      // As the server: an issued PIX or boleto keeps the order until its deadline.
      if (order?.status === 'awaiting_payment') {
        return jsonResponse(409, { reason: 'charge_open', message: 'Este pedido tem um pagamento em aberto e fica reservado até o prazo de pagamento.' });
      }
      if (!order) return jsonResponse(404, { reason: 'not_found', message: 'Pedido não encontrado.' });
      state.orders.set(hash, { ...order, status: 'cancelled', payment_methods: [] });
      return state.orders.get(hash);
    },
    'GET /checkout/orders/:hash/installments': (url) => {
      const order = state.orders.get(hashOf(url))!;
      // As the server: up to 3 installments interest-free, the last one taking the rounding;
      // longer plans equal installments with interest.
      const plans: InstallmentPlan[] = [1, 2, 3, 4].map((n) => {
        if (n <= 3) return { installments: n, per_installment: Math.floor(order.total / n), total: order.total, monthly_interest_bp: 0 };
        const per = Math.ceil(Math.round(order.total * (1 + 0.0199 * n)) / n);
        return { installments: n, per_installment: per, total: per * n, monthly_interest_bp: 199 };
      });
      return plans;
    },
    'POST /payments/sandbox/card-token': (_url, body) => {
      const card = body as { number: string };
      const token = `card-${card.number.slice(-4)}`;
      state.tokens.set(token, card.number);
      return { card_token: token };
    },
    'POST /checkout/orders/:hash/payment': (url, body, headers) => {
      state.payments.push({ body, key: headers['Idempotency-Key'] });
      const hash = hashOf(url);
      const order = state.orders.get(hash)!;
      const input = body as PaymentBody;
      const early = options.payReply?.(input);
      if (early) return early;
      if (input.method === 'pix') {
        const pix = { brcode: '00020126580014BR.GOV.BCB.PIX0136abc5204000053039865802BR6304ABCD', qr_png: 'iVBORw0KGgo=', expires_at: order.expires_at };
        state.orders.set(hash, { ...order, status: 'awaiting_payment', pix });
        return state.orders.get(hash);
      }
      if (input.method === 'boleto') {
        const boleto = {
          digitable_line: '23790.12345 60000.000003 00000.000000 1 00000000012345',
          barcode: '2379',
          due_date: '2026-11-26',
          ...(options.boletoPdfUrl && { pdf_url: options.boletoPdfUrl }),
        };
        state.orders.set(hash, { ...order, status: 'awaiting_payment', boleto });
        return state.orders.get(hash);
      }
      const number = state.tokens.get(input.card_token ?? '') ?? '';
      const reason = declines[number.slice(-4)];
      if (reason) return jsonResponse(402, { reason: 'payment_declined', message: reason });
      if (number.endsWith(CHALLENGED)) {
        // As the server: still reserved, with the secret Stripe.js finishes the charge with.
        state.challenges.set(hash, 'requires_action');
        state.orders.set(hash, { ...order, payment_method: 'card', installments: input.installments ?? 1, payment_error: null });
        return { ...state.orders.get(hash), card_action: { client_secret: `pi_${hash}_secret_test` } };
      }
      state.orders.set(hash, paid(order, 'card', input.installments ?? 1));
      return state.orders.get(hash);
    },
    'POST /checkout/orders/:hash/payment/sync': (url) => {
      const early = options.syncReply?.();
      if (early) return early;
      const hash = hashOf(url);
      const order = state.orders.get(hash)!;
      // As the server after asking Stripe: paid, refused with the reason, or as it was.
      const charge = state.challenges.get(hash);
      if (charge === 'succeeded' && order.status === 'reserved') state.orders.set(hash, paid(order, 'card', order.installments));
      if (charge === 'failed') state.orders.set(hash, { ...order, payment_error: 'Cartão recusado pelo emissor.' });
      return state.orders.get(hash);
    },
    'POST /checkout/orders/:hash/sandbox/pay': (url) => {
      const hash = hashOf(url);
      const order = state.orders.get(hash)!;
      state.orders.set(hash, paid(order, order.boleto ? 'boleto' : 'pix'));
      return { received: true, duplicate: false, status: 'paid' };
    },
    'GET /checkout/cart/:hash': () => options.cart ?? jsonResponse(404, { reason: 'not_found', message: 'Carrinho não encontrado.' }),
  };
  return { routes, state };
}
