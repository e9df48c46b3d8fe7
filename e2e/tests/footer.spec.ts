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
