import fs from 'node:fs';
import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount } from '../support/accounts';
import { accessToken, anotherPerson, buyTickets, eventNamed } from '../support/purchase';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('@mobile a ticket opens by its token on a phone, with a large QR, and downloads as a PDF', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const event = await eventNamed(request, 'Riso de Quinta na Ilha');
  // An ASCII name: the PDF's text is searched as bytes.
  const holder = anotherPerson('Carla Mendes');
  const order = await buyTickets(request, await accessToken(request, account), account, event.id, { attendees: [holder] });
  const token = order.tickets?.[0]?.token;
  expect(token).toBeTruthy();

  // No login: the token is enough.
  await page.goto(`/ticket/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Riso de Quinta na Ilha' })).toBeVisible();
  await expect(page.getByTestId('ticket-holder')).toHaveText(holder.name);
  await expect(page.getByText(`CPF: ***.${holder.cpf.slice(3, 6)}.${holder.cpf.slice(6, 9)}-**`)).toBeVisible();
  await expect(page.getByTestId('ticket-session')).toContainText('21:00');
  await expect(page.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // The QR fills most of the phone's width and has really loaded.
  const qr = page.getByRole('img', { name: `QR code do ingresso de ${holder.name}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await qr.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(250);
  // Square, as drawn: a stretched code may not scan at the door.
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(1);

  // The same ticket under /ingressos/:token.
  await page.goto(`/ingressos/${token}`);
  await expect(page.getByTestId('ticket-holder')).toHaveText(holder.name);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar PDF' }).click();
  const download = await downloading;
  const file = await download.path();
  const pdf = fs.readFileSync(file).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(holder.name);
  expect(pdf).toContain('Riso de Quinta na Ilha');
});

test('@mobile an unknown ticket link shows the 404 page without the header, and a way home', async ({ page }) => {
  // Spec section 2: no header on the ticket-token pages; only an error of order details (a 401)
  // brings it back, and an unknown token is not one.
  for (const path of ['/ticket/abc123', '/ingressos/abc123']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    expect(await (await page.request.get(path)).text()).not.toContain('data-shell'); // nor the server's first paint
    await expect(page.getByRole('link', { name: 'Ir para a página inicial' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('site-header')).toBeVisible();
});

test('a ticket prints on one clean A4 page, without its buttons', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const event = await eventNamed(request, 'Riso de Quinta na Ilha');
  const order = await buyTickets(request, await accessToken(request, account), account, event.id);
  await page.goto(`/ticket/${order.tickets?.[0]?.token}`);
  const qr = page.getByTestId('ticket-qr');
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Baixar PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByTestId('support-chat')).toBeHidden();
  await expect(page.getByTestId('ticket-holder')).toBeVisible();
  await expect(qr).toBeVisible();
  const printed = await qr.boundingBox();
  expect(Math.abs((printed?.width ?? 0) - (printed?.height ?? 1))).toBeLessThan(1);
  const pdf = (await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g) ?? []).toHaveLength(1);
});
