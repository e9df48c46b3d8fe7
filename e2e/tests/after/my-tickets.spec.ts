import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, newAccount, submitLogin } from '../support/accounts';
import { accessToken, anotherPerson, buyTickets, eventNamed } from '../support/purchase';
import { eventFor, LEAD } from '../support/windows';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

const brl = (centavos: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100);

test('a guest who then creates an account with the same e-mail finds the purchase in My tickets, and may cancel it', async ({
  page,
  request,
}) => {
  const person = newAccount({ name: 'Gabriela', lastname: 'Convidada' });
  const event = await eventFor(request, { from: LEAD.cancel });
  const order = await buyTickets(request, null, person, event.id, { sessionId: event.session });

  // The order's page, opened with the buyer's CPF, says how to cancel.
  await page.goto(`/pedido/${order.hash}`);
  await page.getByLabel(/^CPF do comprador/).pressSequentially(person.cpf);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const hint = page.getByTestId('cancel-with-account');
  await expect(hint).toContainText(`crie uma conta com o e-mail ${person.email}`);

  await createConfirmedAccount(request, person);
  await hint.getByRole('button', { name: 'Entrar' }).click();
  await submitLogin(page, person.email, person.password);
  await expect(page).toHaveURL(/\/ingressos$/);
  const card = page.getByRole('article', { name: event.nome });
  await expect(card.getByTestId('order-status')).toHaveText('Pago');
  await expect(card.getByTestId('order-total')).toHaveText(`Total: ${brl(order.total)}`);
  await card.getByRole('button', { name: 'Cancelar e pedir estorno' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancelar pedido' }).getByTestId('cancel-rule')).toContainText('7 dias');
});

test('a buyer logs in from My tickets and sees the purchase with its tickets', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  // By name: its one session, next week at 21:00, is days away at any hour, and no window matters here.
  const event = await eventNamed(request, 'Rock na Ilha');
  const friend = anotherPerson('Bruno Lima');
  const order = await buyTickets(request, await accessToken(request, account), account, event.id, {
    attendees: [{ name: `${account.name} ${account.lastname}`, cpf: account.cpf }, friend],
  });

  // Logged out, My tickets asks to log in; the login lands back here.
  await page.goto('/ingressos');
  const main = page.getByRole('main');
  await expect(main.getByText('Entre na sua conta para ver seus ingressos e pedidos.')).toBeVisible();
  await main.getByRole('button', { name: 'Entrar' }).click();
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/ingressos$/);

  const card = page.getByRole('article', { name: 'Rock na Ilha' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Pago');
  await expect(card.getByTestId('order-total')).toHaveText(`Total: ${brl(order.total)}`);
  await expect(card).toContainText('PIX · pago em');
  await expect(card.getByTestId('order-session')).toContainText('21:00');
  await expect(page.getByRole('tab', { name: 'Próximos (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute('href', /\/calendar\.ics$/);

  // Each ticket opens its own page, without header and footer.
  await card.getByRole('link', { name: new RegExp(`^Abrir ingresso de ${friend.name}`) }).click();
  await expect(page).toHaveURL(/\/ingressos\/[0-9a-f]+$/);
  await expect(page.getByTestId('ticket-holder')).toHaveText(friend.name);
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByTestId('ticket-status')).toHaveText('Válido');
});
