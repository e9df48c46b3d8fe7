import { test, expect, ORIGIN, cookiesAlreadyAccepted, footerLinks, startingWith } from './support/fixtures';

// Contract: a 'www.' path is given an https:// scheme.
const hrefOf = (path: string) => (path.startsWith('www.') ? `https://${path}` : path);

test('external and plain links', async ({ page, stores }) => {
  const links = footerLinks(stores.main);
  const external = links.find((l) => l.external);
  const plain = links.find((l) => !l.external && /^(https?:\/\/|www\.)/.test(l.path));
  expect(external, 'demo footer has an external link').toBeTruthy();
  expect(plain, 'demo footer has a plain http/www link').toBeTruthy();

  await page.goto('/');
  const footer = page.getByTestId('site-footer');

  const ext = footer.getByRole('link', { name: startingWith(external!.name) });
  await expect(ext).toHaveAttribute('data-link-kind', 'external');
  await expect(ext).toHaveAttribute('href', hrefOf(external!.path));
  await expect(ext).toHaveAttribute('target', '_blank');
  await expect(ext).toHaveAttribute('rel', /\bnoopener\b/);

  const pl = footer.getByRole('link', { name: startingWith(plain!.name) });
  await expect(pl).toHaveAttribute('data-link-kind', 'plain');
  await expect(pl).toHaveAttribute('href', hrefOf(plain!.path));
  await expect(pl).not.toHaveAttribute('target', '_blank');
});

test('internal link navigates in-app to a page without footer', async ({ page, stores }) => {
  const internal = footerLinks(stores.main).find((l) => l.path === '/sobre');
  expect(internal, "demo footer links to '/sobre'").toBeTruthy();

  await cookiesAlreadyAccepted(page); // the fixed notice would cover the footer (cookies.spec.ts clicks it)
  await page.goto('/');
  const link = page.getByTestId('site-footer').getByRole('link', { name: startingWith(internal!.name) });
  await expect(link).toHaveAttribute('data-link-kind', 'internal');

  // A full page load would wipe this marker; client-side routing keeps it.
  await page.evaluate(() => ((window as any).__marker = 1));
  await link.click();
  await expect(page).toHaveURL(`${ORIGIN.main}/sobre`);
  expect(await page.evaluate(() => (window as any).__marker)).toBe(1);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('footer is hidden on /sobre when opened directly', async ({ page }) => {
  await page.goto('/sobre');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

for (const key of ['main', 'second'] as const) {
  test(`${key} store: app buttons only for configured links`, async ({ page, stores }) => {
    const apps = stores[key].configs.footer?.apps ?? {};
    // The demo seeds both links on the default store and only Android on the second.
    expect(apps.android).toBeTruthy();
    expect(Boolean(apps.apple)).toBe(key === 'main');

    await page.goto(`${ORIGIN[key]}/`);
    const block = page.getByTestId('site-footer').getByTestId('footer-apps');
    const android = block.getByRole('link', { name: startingWith('Disponível no Google Play') });
    const apple = block.getByRole('link', { name: startingWith('Baixar na App Store') });
    await expect(android).toHaveAttribute('href', apps.android!);
    if (apps.apple) await expect(apple).toHaveAttribute('href', apps.apple);
    else await expect(apple).toHaveCount(0);
    await expect(block.getByRole('link')).toHaveCount(apps.apple ? 2 : 1);
  });
}

test('a visible pt/en switch in the footer changes the language and keeps the choice', async ({ page }) => {
  await cookiesAlreadyAccepted(page);
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  const group = footer.getByRole('group', { name: 'Idioma' });
  await expect(group.getByRole('button', { name: 'Português' })).toHaveAttribute('aria-pressed', 'true');
  await group.getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  const english = footer.getByRole('group', { name: 'Language' });
  await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  // Kept across a reload, still marked as the current one, and switched back the same way.
  await page.reload();
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(english.getByRole('button', { name: 'Português' })).toHaveAttribute('aria-pressed', 'false');
  await english.getByRole('button', { name: 'Português' }).click();
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('the WhatsApp bubble never covers the footer icons at 1280x800', async ({ page }) => {
  await cookiesAlreadyAccepted(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  const chat = (await page.getByTestId('support-chat').boundingBox())!;
  const controls = footer.getByRole('link').or(footer.getByRole('button'));
  const boxes = await controls.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.getAttribute('aria-label') ?? el.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(3);
  const covered = boxes.filter(
    (b) => b.x < chat.x + chat.width && chat.x < b.x + b.width && b.y < chat.y + chat.height && chat.y < b.y + b.height,
  );
  expect(covered.map((b) => b.name)).toEqual([]);
});

test("/sobre shows the store's about text, its terms and privacy policy", async ({ page, stores }) => {
  await cookiesAlreadyAccepted(page);
  for (const key of ['main', 'second'] as const) {
    const template = stores[key].configs.template;
    expect(template.sobre, `${key} demo store has an about text`).toBeTruthy();
    await page.goto(`${ORIGIN[key]}/sobre`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sobre ${stores[key].name}`);
    await expect(page.getByTestId('about-text')).toContainText(template.sobre!.split('\n')[0]!.slice(0, 60));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', template.privacidade!);
    await expect(main.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', template.termos!);
    await expect(page).toHaveTitle(`Sobre ${stores[key].name} | ${stores[key].name}`);
  }
});

test("a product page (/produto-...) shows the store's configured content, without the header", async ({ page, stores }) => {
  await cookiesAlreadyAccepted(page);
  for (const key of ['main', 'second'] as const) {
    const product = stores[key].configs.template.produtos?.[0];
    expect(product, `${key} demo store has a product page`).toBeTruthy();
    await page.goto(`${ORIGIN[key]}/`);
    // Reached from the footer, in the app.
    await page.getByTestId('site-footer').getByRole('link', { name: startingWith('Para ') }).click();
    await expect(page).toHaveURL(`${ORIGIN[key]}/produto-${product!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.titulo);
    await expect(page.getByText(product!.resumo!)).toBeVisible();
    await expect(page.getByTestId('product-text')).toContainText(product!.texto!.split('\n')[0]!.slice(0, 60));
    await expect(page.getByRole('link', { name: product!.botao!.texto })).toHaveAttribute('href', product!.botao!.link);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page).toHaveTitle(`${product!.titulo} | ${stores[key].name}`);
    // Opened directly: the server's first HTML paints no header bar either.
    const html = await page.request.get(`${ORIGIN[key]}/produto-${product!.slug}`);
    expect(html.status()).toBe(200);
    expect(await html.text()).not.toContain('data-shell');
  }
  // A product the store does not have: the 404 page, still without the header.
  const missing = await page.goto('/produto-nada-aqui');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
});
