import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount } from '../support/accounts';
import { accessToken, anotherPerson, buyTickets, eventNamed, organizerKey } from '../support/purchase';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('@mobile door staff check a ticket in twice, and a scan made offline waits for the network', async ({ page, request, context }) => {
  const account = await createConfirmedAccount(request);
  const event = await eventNamed(request, 'Serenata Mineira');
  const first = anotherPerson('Elisa Prado');
  const second = anotherPerson('Fabio Nunes');
  const order = await buyTickets(request, await accessToken(request, account), account, event.id, { attendees: [first, second] });
  const [ticketA, ticketB] = order.tickets ?? [];
  if (!ticketA || !ticketB || !order.organizer) throw new Error('the order has no tickets or organizer');
  const key = await organizerKey(order.organizer.id);

  await page.goto('/portaria');
  await page.getByLabel(/^Chave do organizador/).fill(key);
  await page.getByRole('button', { name: 'Salvar chave' }).click();
  const stats = page.getByTestId('door-stats');
  const row = stats.getByRole('row').filter({ hasText: event.nome });
  await expect(row).toBeVisible();

  const field = page.getByLabel('Código do ingresso');
  const result = page.getByTestId('scan-result');
  await field.fill(ticketA.token);
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(result).toHaveAttribute('data-kind', 'ok');
  await expect(result).toContainText('Entrada liberada');
  await expect(result).toContainText(first.name);

  await field.fill(ticketA.token);
  await field.press('Enter');
  await expect(result).toHaveAttribute('data-kind', 'refused');
  await expect(result).toContainText('Entrada negada');
  await expect(result).toContainText(/Primeira entrada: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // The key stays on the phone: a reload goes straight to the scanner.
  await page.reload();
  await expect(page.getByLabel('Código do ingresso')).toBeVisible();

  // Offline: the scan waits in the queue, and goes when the network is back.
  await context.setOffline(true);
  await expect(page.getByTestId('door-online')).toHaveText('Sem conexão');
  await field.fill(ticketB.token);
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(result).toHaveAttribute('data-kind', 'queued');
  await expect(page.getByTestId('door-queue')).toContainText('1 leitura aguardando conexão');
  await context.setOffline(false);
  await expect(page.getByTestId('door-queue')).toHaveCount(0);
  await expect(page.getByTestId('door-sent')).toContainText(`${ticketB.token}: Entrada liberada`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
});
