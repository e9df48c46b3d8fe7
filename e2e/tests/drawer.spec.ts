import type { Page } from '@playwright/test';
import { test, expect, ORIGIN } from './support/fixtures';

// Phone only: the menu button and drawer replace the header items on small screens.
test.describe('mobile drawer', { tag: '@mobile' }, () => {
  const openDrawer = async (page: Page) => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    return drawer;
  };

  test('opens with focus inside; closes by button and by Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('menu-button')).toHaveAccessibleName('Abrir menu');

    let drawer = await openDrawer(page);
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toBeHidden();

    drawer = await openDrawer(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('Help item follows the store help URL', async ({ page, stores }) => {
    const help = stores.main.configs.template.url_help;
    expect(help, 'demo default store has url_help').toBeTruthy();
    expect(stores.second.configs.template.url_help ?? '').toBe('');

    await page.goto('/');
    let drawer = await openDrawer(page);
    const item = drawer.getByRole('link', { name: 'Ajuda' });
    await expect(item).toHaveAttribute('href', help!);
    await expect(item).toHaveAttribute('target', '_blank');

    await page.goto(`${ORIGIN.second}/`);
    drawer = await openDrawer(page);
    await expect(drawer.getByText('Ajuda', { exact: true })).toHaveCount(0);
  });

  test('navigating from a drawer item closes it', async ({ page }) => {
    await page.goto('/buscar/?q=rock');
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Início' }).click();
    await expect(page).toHaveURL(`${ORIGIN.main}/`);
    await expect(drawer).toBeHidden();
  });

  test('slides in from the right, the first time too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('menu-button')).toBeVisible();
    // Samples the drawer's left edge on every frame from before the click: a slide shows
    // positions between off-screen and 0, a drawer that just appears shows only 0.
    await page.evaluate(() => {
      const w = window as unknown as { drawerLefts: number[] };
      w.drawerLefts = [];
      const sample = () => {
        const drawer = document.querySelector('[data-testid="mobile-drawer"]');
        if (drawer) w.drawerLefts.push(Math.round(drawer.getBoundingClientRect().left));
        if (w.drawerLefts.at(-1) !== 0 || w.drawerLefts.length < 2) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByTestId('mobile-drawer')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { drawerLefts: number[] }).drawerLefts.at(-1))).toBe(0);
    const lefts = await page.evaluate(() => (window as unknown as { drawerLefts: number[] }).drawerLefts);
    expect(lefts.some((left) => left > 0), `positions seen: ${lefts.join(', ')}`).toBe(true);
  });

  test('holds the pt/en switch', async ({ page }) => {
    await page.goto('/');
    const drawer = await openDrawer(page);
    const group = drawer.getByRole('group', { name: 'Idioma' });
    await group.getByRole('button', { name: 'English' }).click();
    await expect(drawer.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(drawer.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
