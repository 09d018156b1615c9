import { expect, test } from '@playwright/test';
import { loginFast, setVisitorFlags } from './support';

test('theme and language chosen on the start page are remembered after a reload', async ({ page }) => {
  // A first visit starts at root (section 2); "Get started" leads on to /start.
  await page.goto('/');
  await page.getByTestId('get-started').click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('theme-dark').click();
  await page.getByTestId('language-select').selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const italianHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(italianHeading ?? '');
  await expect(page.getByTestId('language-select')).toHaveValue('it');
});

test('the side menu is a permanent pane at 1280px on /auth paths', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginFast(page, request);
  await page.goto('/auth/dashboard');
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('data-mode', 'pane');
  const box = await menu.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(250);
  await expect(page.getByTestId('menu-button')).toBeHidden();
  await expect(menu.getByRole('link')).toHaveCount(6);
});

test('the side menu is a drawer at 390px, opened by the menu button', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginFast(page, request);
  await page.goto('/auth/dashboard');
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await page.getByTestId('menu-button').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('data-mode', 'drawer');
  await menu.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/auth\/earn$/);
  await expect(page.getByTestId('side-menu')).toBeHidden();
});

test('there is no side menu outside /auth', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/start');
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});

test('an unknown path redirects to /login', async ({ page }) => {
  // /login itself is open only to a visitor who chose a language (section 2).
  await setVisitorFlags(page, { langSelected: true });
  await page.goto('/somewhere/unknown');
  await expect(page).toHaveURL(/\/login$/);
});
