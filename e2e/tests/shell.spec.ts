import type { Page } from '@playwright/test';
import { test, expect, ORIGIN, escapeRegExp, textOf } from './support/fixtures';

/** A CSS colour as the browser computes it (rgb(...)), so hex and rgb compare equal. */
function rgb(page: Page, colour: string) {
  return page.evaluate((c) => {
    const probe = document.createElement('i');
    probe.style.color = 'rgb(1, 2, 3)';
    probe.style.color = c; // an invalid colour leaves the sentinel in place
    document.body.append(probe);
    const out = getComputedStyle(probe).color;
    probe.remove();
    return out;
  }, colour);
}

async function primaryFilled(page: Page) {
  // The theme is the app's: read it once the app has rendered its header.
  await expect(page.getByTestId('site-header')).toBeVisible();
  const raw = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );
  expect(raw, '--mantine-primary-color-filled on :root').not.toBe('');
  return rgb(page, raw);
}

for (const key of ['main', 'second'] as const) {
  test(`${key} store: own name, logo, landmarks, legal text and language`, async ({ page, stores }) => {
    const cfg = stores[key];
    const footer = cfg.configs.footer ?? {};
    await page.goto(`${ORIGIN[key]}/`);

    await expect(page).toHaveTitle(new RegExp(escapeRegExp(cfg.name)));
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-testid', 'site-header');
    const logoLink = header.getByTestId('header-logo');
    await expect(logoLink).toHaveAttribute('href', '/');
    const logo = logoLink.getByRole('img', { name: cfg.name, exact: true });
    await expect(logo).toBeVisible();
    const src = await logo.evaluate((img) => (img as HTMLImageElement).src);
    expect(src).toBe(new URL(cfg.configs.template.logo, ORIGIN[key]).href);

    const contentinfo = page.getByRole('contentinfo');
    await expect(contentinfo).toHaveAttribute('data-testid', 'site-footer');
    if (footer.legalText) {
      await expect(contentinfo.getByTestId('footer-legal')).toContainText(textOf(footer.legalText));
    }
    // Help button only when the store has a help URL; the chat bubble always links to WhatsApp.
    const help = cfg.configs.template.url_help;
    await expect(header.getByRole('link', { name: 'Ajuda' })).toHaveCount(help ? 1 : 0);
    if (help) await expect(header.getByRole('link', { name: 'Ajuda' })).toHaveAttribute('href', help);
    const whatsapp = cfg.configs.template.support_whatsapp;
    await expect(page.getByTestId('support-chat')).toHaveAttribute(
      'href',
      whatsapp ? `https://wa.me/${whatsapp}` : /^https:\/\/wa\.me\/\d+$/,
    );

    const lang = cfg.configs.template.locale === 'en' ? /^en/ : /^pt(-BR)?$/;
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('each host is themed with its own primary colour', async ({ page, stores }) => {
  await page.goto(`${ORIGIN.main}/`);
  const mainColour = await primaryFilled(page);
  expect(mainColour).toBe(await rgb(page, stores.main.configs.template.colors.primary));

  await page.goto(`${ORIGIN.second}/`);
  const secondColour = await primaryFilled(page);
  expect(secondColour).toBe(await rgb(page, stores.second.configs.template.colors.primary));
  expect(secondColour).not.toBe(mainColour);
});

test("each store's 'Criar conta' stands out from its header by 4.5:1 or more", async ({ page }) => {
  for (const origin of [ORIGIN.main, ORIGIN.second]) {
    await page.goto(`${origin}/`);
    const button = page.getByTestId('site-header').getByRole('button', { name: 'Criar conta' });
    await expect(button).toBeVisible();
    const [buttonBg, buttonText, headerBg] = await Promise.all([
      button.evaluate((el) => getComputedStyle(el).backgroundColor),
      button.evaluate((el) => getComputedStyle(el.querySelector('.mantine-Button-label') ?? el).color),
      page.getByTestId('site-header').evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(contrast(buttonBg, headerBg), `${origin}: button ${buttonBg} on header ${headerBg}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(buttonText, buttonBg), `${origin}: text ${buttonText} on ${buttonBg}`).toBeGreaterThanOrEqual(4.5);
  }
});

/** WCAG contrast of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) =>
    (css.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((v) => Number(v) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [light, dark] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
