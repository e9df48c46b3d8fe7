import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { orderFixture, sectorsFixture } from '../../test/checkout-fixtures';
import { cardOutcome } from './card-charge';
import { cartLines, clampToAvailability, feeOf, holderFieldErrors, holdersFor, lineKey, maxMore, orderItems, quantitiesFromCart, subtotalOf } from './cart';
import { formatRemaining } from './components/HoldCountdown';
import { formatDigitableLine } from './components/BoletoPanel';
import { classifyProblem } from './errors';
import { frameMessage, frameUrl, parentMessage } from './messages';
import { expiryCheck, luhnValid } from './schemas';
import { stripeProblem } from './stripe/stripe-problem';

const answer = sectorsFixture();
const session = answer.sessions[0]!;
const pista = session.sectors[0]!;
const camarote = session.sectors[1]!;

describe('cart', () => {
  it('prices lines, and the fee rounds to the centavo', () => {
    const lines = cartLines(session, { [lineKey(701, 'full')]: 2, [lineKey(701, 'half')]: 1, [lineKey(702, 'half')]: 3 });
    // The sector without meia-entrada sells no half tickets.
    expect(lines.map((l) => [l.sector.id, l.type, l.quantity, l.unitPrice])).toEqual([
      [701, 'full', 2, 10000],
      [701, 'half', 1, 5000],
    ]);
    expect(subtotalOf(lines)).toBe(25000);
    expect(feeOf(25000, 1000)).toBe(2500);
    expect(feeOf(1005, 1000)).toBe(101);
  });

  it('limits by units on sale, the sector and the order', () => {
    const quantities = { [lineKey(702, 'full')]: 2 };
    expect(maxMore(answer, camarote, quantities, cartLines(session, quantities))).toBe(1);
    const five = { [lineKey(701, 'full')]: 5 };
    expect(maxMore(answer, pista, five, cartLines(session, five))).toBe(1);
    expect(maxMore({ max_per_order: 5 }, pista, five, cartLines(session, five))).toBe(0);
  });

  it('lowers quantities that fresh availability no longer allows, half tickets first', () => {
    const few = { ...session, sectors: [{ ...pista, available: 2 }, camarote] };
    expect(clampToAvailability(few, { [lineKey(701, 'full')]: 2, [lineKey(701, 'half')]: 1 })).toEqual({
      [lineKey(701, 'full')]: 2,
      [lineKey(701, 'half')]: 0,
    });
    expect(clampToAvailability(session, { [lineKey(701, 'full')]: 2 })).toBeNull();
  });

  it('one holder per ticket, keeping what was typed; items carry their attendees in order', () => {
    const lines = cartLines(session, { [lineKey(701, 'full')]: 1, [lineKey(701, 'half')]: 1 });
    const holders = holdersFor(lines);
    holders[0]!.name = 'Ana Souza';
    holders[0]!.cpf = '529.982.247-25';
    holders[1]!.name = 'Bia Souza';
    holders[1]!.cpf = '111.444.777-35';
    holders[1]!.halfProof = 'professor';
    expect(holdersFor(lines, holders)).toEqual(holders);
    expect(orderItems(lines, holders)).toEqual([
      { sector_id: 701, type: 'full', quantity: 1, attendees: [{ name: 'Ana Souza', cpf: '52998224725' }] },
      { sector_id: 701, type: 'half', quantity: 1, attendees: [{ name: 'Bia Souza', cpf: '11144477735', half_proof: 'professor' }] },
    ]);
  });

  it('maps the server’s attendee fields onto the holders form', () => {
    const lines = cartLines(session, { [lineKey(701, 'full')]: 2, [lineKey(701, 'half')]: 1 });
    expect(holderFieldErrors({ 'items.1.attendees.0.cpf': 'CPF inválido.', 'items.0.attendees.1.name': 'Nome?', 'buyer.email': 'x' }, holdersFor(lines))).toEqual({
      'holders.2.cpf': 'CPF inválido.',
      'holders.1.name': 'Nome?',
    });
  });

  it('restores a cart within what still sells', () => {
    expect(quantitiesFromCart(session, [{ sector_id: 702, type: 'full', quantity: 5 }, { sector_id: 999, type: 'full', quantity: 1 }])).toMatchObject({
      [lineKey(702, 'full')]: 3,
    });
    expect(cartLines(session, quantitiesFromCart(session, [{ sector_id: 702, type: 'full', quantity: 5 }])).map((l) => l.quantity)).toEqual([3]);
  });
});

describe('problems', () => {
  const problem = (status: number | null, reason?: string, message?: string, fields?: Record<string, string>) =>
    classifyProblem(new ApiError('/checkout/orders', status, reason || message || fields ? { reason, message, fields } : null));

  it.each([
    [409, 'sold_out', 'soldOut'],
    [409, 'not_enough_left', 'soldOut'],
    [409, 'order_limit', 'limit'],
    [409, 'half_per_cpf', 'limit'],
    [409, 'half_quota', 'limit'],
    [409, 'coupon_used_up', 'coupon'],
    [409, 'hold_expired', 'expired'],
    [409, 'already_paid', 'alreadyPaid'],
    [409, 'payment_in_progress', 'busy'],
    [503, 'gateway_unavailable', 'gatewayDown'],
    [402, 'payment_declined', 'declined'],
    [412, 'sales_closed', 'notSelling'],
    [401, 'unauthorized', 'sessionExpired'],
    [429, 'address_limit', 'tooMany'],
    [null, undefined, 'network'],
    [500, 'internal', 'unexpected'],
  ] as const)('%s %s → %s', (status, reason, kind) => {
    expect(problem(status, reason, 'Mensagem qualquer.').kind).toBe(kind);
  });

  it('reads the reason, never the words: a message that reads like another cause changes nothing', () => {
    expect(problem(409, 'cpf_limit', 'Ingressos esgotados para o setor Pista.').kind).toBe('limit');
    expect(problem(409, 'sold_out', 'Limite de 6 ingressos por CPF.').kind).toBe('soldOut');
  });

  it('falls back on the status for a reason it does not know', () => {
    expect(problem(409, 'something_new', 'Algo novo.').kind).toBe('limit');
    expect(problem(412, undefined, 'Vendas encerradas.').kind).toBe('notSelling');
  });

  it('a coupon refusal shows the server’s words for the coupon field', () => {
    expect(problem(400, 'coupon_invalid', 'Dados inválidos.', { coupon: 'Cupom inválido.' })).toEqual({ kind: 'coupon', message: 'Cupom inválido.' });
    expect(problem(400, 'validation', 'Dados inválidos.', { 'buyer.email': 'E-mail inválido.' })).toMatchObject({ kind: 'invalid' });
  });
});

describe('card charges', () => {
  it('reads where a card charge left the order', () => {
    const paid = orderFixture({ status: 'paid', paid_at: '2026-11-25T12:01:00Z' });
    expect(cardOutcome(paid)).toEqual({ kind: 'paid', order: paid });
    // Paid above the total: the sale stands, the difference goes back.
    expect(cardOutcome({ ...paid, status: 'needs_refund' }).kind).toBe('paid');
    expect(cardOutcome(orderFixture({ payment_error: 'Cartão recusado pelo emissor.' }))).toEqual({ kind: 'failed', message: 'Cartão recusado pelo emissor.' });
    expect(cardOutcome(orderFixture()).kind).toBe('pending');
    // Paid after the hold ended: nothing was sold, the money goes back.
    expect(cardOutcome(orderFixture({ status: 'needs_refund' })).kind).toBe('ended');
    expect(cardOutcome(orderFixture({ status: 'expired' })).kind).toBe('ended');
  });

  it.each([
    ['card_error', 'invalid'],
    ['validation_error', 'invalid'],
    ['api_connection_error', 'gatewayDown'],
    ['api_error', 'gatewayDown'],
    ['rate_limit_error', 'gatewayDown'],
    ['invalid_request_error', 'unexpected'],
    ['authentication_error', 'unexpected'],
  ] as const)('Stripe.js %s → %s', (type, kind) => {
    expect(stripeProblem({ type, message: 'O número do cartão está incorreto.' }).kind).toBe(kind);
  });

  it('only a card or field error carries Stripe\'s words', () => {
    expect(stripeProblem({ type: 'card_error', message: 'O número do cartão está incorreto.' }).message).toBe('O número do cartão está incorreto.');
    expect(stripeProblem({ type: 'api_error', message: 'Something went wrong.' }).message).toBeNull();
  });
});

describe('frame messages', () => {
  const frame = {} as Window;
  const parent = {} as Window;
  const event = (data: unknown, origin: string, source: Window) => ({ data, origin, source }) as MessageEvent;

  it('the storefront accepts only the frame’s exact origin and window', () => {
    const close = { source: 'catraca-checkout', type: 'close' };
    expect(frameMessage(event(close, 'https://loja.example', frame), 'https://loja.example', frame)).toEqual(close);
    expect(frameMessage(event(close, 'https://loja.example.evil', frame), 'https://loja.example', frame)).toBeNull();
    expect(frameMessage(event(close, 'https://loja.example', parent), 'https://loja.example', frame)).toBeNull();
    expect(frameMessage(event({ type: 'close' }, 'https://loja.example', frame), 'https://loja.example', frame)).toBeNull();
    expect(frameMessage(event({ source: 'catraca-checkout', type: 'paid' }, 'https://loja.example', frame), 'https://loja.example', frame)).toBeNull();
    const queue = { source: 'catraca-checkout', type: 'queue', sessao: 40 };
    expect(frameMessage(event(queue, 'https://loja.example', frame), 'https://loja.example', frame)).toEqual(queue);
    expect(frameMessage(event({ ...queue, sessao: null }, 'https://loja.example', frame), 'https://loja.example', frame)).toEqual({ ...queue, sessao: null });
    expect(frameMessage(event({ ...queue, sessao: '40/../x' }, 'https://loja.example', frame), 'https://loja.example', frame)).toBeNull();
  });

  it('the frame accepts only the storefront’s exact origin and its parent', () => {
    const user = { source: 'catraca-checkout', type: 'user', token: 'abc' };
    expect(parentMessage(event(user, 'https://loja.example', parent), 'https://loja.example', parent)).toEqual(user);
    expect(parentMessage(event(user, 'http://loja.example', parent), 'https://loja.example', parent)).toBeNull();
    expect(parentMessage(event({ ...user, token: 5 }, 'https://loja.example', parent), 'https://loja.example', parent)).toBeNull();
    const back = { source: 'catraca-checkout', type: 'back' };
    expect(parentMessage(event(back, 'https://loja.example', parent), 'https://loja.example', parent)).toEqual(back);
    expect(parentMessage(event(back, 'https://loja.example', frame), 'https://loja.example', parent)).toBeNull();
  });

  it('the frame URL carries sessao, c, carrinho_abandonado, the referral and the zone', () => {
    expect(
      frameUrl('https://loja.example/checkout/', 12, { sessao: 3, cupom: 'BEMVINDO10', carrinhoAbandonado: 'h', referral: 'p 1' }, 'America/Recife'),
    ).toBe('https://loja.example/checkout/12?sessao=3&c=BEMVINDO10&carrinho_abandonado=h&ref=p+1&tz=America%2FRecife');
    expect(frameUrl('https://loja.example/checkout', 12, {})).toBe('https://loja.example/checkout/12');
  });
});

describe('formats and card rules', () => {
  it('mm:ss of the hold', () => {
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(61_001)).toBe('01:02');
    expect(formatRemaining(-5)).toBe('00:00');
  });

  it('prints a 47-digit boleto line in its groups', () => {
    expect(formatDigitableLine('00190000090000414334352440294529616420000005500')).toBe('00190.00009 00004.143343 52440.294529 6 16420000005500');
    expect(formatDigitableLine('123')).toBe('123');
  });

  it('checks card numbers (Luhn) and expiry dates', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    const now = new Date(2026, 10, 23);
    expect(expiryCheck('11/26', now)).toBe('ok');
    expect(expiryCheck('10/26', now)).toBe('past');
    expect(expiryCheck('13/30', now)).toBe('invalid');
    expect(expiryCheck('1/30', now)).toBe('invalid');
  });
});
