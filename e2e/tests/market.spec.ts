import { expect, test } from '@playwright/test';
import { createWalletsByApi, newUserByApi, openSignedIn } from './support';

test('market list, a coin and its chart, a range switch, and the exchange opened with that coin', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await newUserByApi(request, 'market');
  await createWalletsByApi(request, token, ['EUR', 'ETH']);
  await openSignedIn(page, token, '/auth/market');
  // The sandbox computes a week of hourly points per coin on its first list: give the cold server time.
  await expect(page.getByTestId('market-cap')).not.toHaveText('—', { timeout: 20_000 });
  const list = page.getByTestId('market-list');
  await expect(list.getByTestId('market-coin-bitcoin')).toBeVisible({ timeout: 20_000 });
  // A windowed list: 200 coins loaded, far fewer rows in the page.
  expect(await list.locator('li').count()).toBeLessThan(40);
  await page.getByTestId('market-search').fill('ether');
  await list.getByTestId('market-coin-ethereum').click();

  await expect(page).toHaveURL(/\/auth\/market\/coin\/ethereum$/);
  await expect(page.getByTestId('coin-price')).toContainText('€', { timeout: 20_000 });
  const summary = page.getByTestId('chart-summary');
  await expect(summary).toHaveAttribute('data-points', '289', { timeout: 15_000 });
  await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
  await page.getByTestId('range-7D').click();
  await expect(summary).toHaveAttribute('data-points', '169', { timeout: 15_000 });
  await page.getByTestId('range-ALL').click();
  await expect(summary).not.toHaveAttribute('data-points', '169', { timeout: 15_000 });

  await page.getByTestId('exchange-coin').click();
  await expect(page).toHaveURL(/\/auth\/exchange\?to=ETH$/);
  await expect(page.getByTestId('exchange-rate')).toContainText('ETH');
  // The wallet chosen to receive is the ETH wallet (the select shows its coin).
  await expect(page.getByLabel('To', { exact: true })).toContainText('ETH');
});

test('a coin without a chart (AMN) says so', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await newUserByApi(request, 'market-amn');
  await openSignedIn(page, token, '/auth/market/coin/amon');
  await expect(page.getByTestId('no-chart')).toContainText('AMN', { timeout: 20_000 });
  await expect(page.getByTestId('price-chart')).toHaveCount(0);
});

test('the dashboard price moves without a reload, and the news opens', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await newUserByApi(request, 'market-live');
  await createWalletsByApi(request, token, ['ETH']);
  await openSignedIn(page, token, '/auth/dashboard');
  // The market block sits below the wallets and loads as the user scrolls towards it.
  await expect(page.getByTestId('wallet-list')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const price = page.getByTestId('live-price-ETH');
  await expect(price).toContainText('€');
  const first = await price.textContent();
  // The sandbox oracle moves each minute; the stream sends the new price at the next tick.
  await expect(price).not.toHaveText(first ?? '', { timeout: 90_000 });

  const news = page.getByTestId('dashboard-news').getByTestId('news-item').first();
  const title = await news.locator('.font-semibold').textContent();
  await news.click();
  await expect(page.getByTestId('news-article')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
});
