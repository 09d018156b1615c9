import { expect, test } from '@playwright/test';
import { createWalletsByApi, newUserByApi, openSignedIn } from './support';

const OFFLINE_TEXT = 'You are offline. Check your connection.';

interface ToastWatch {
  __offlineToast: { shownAt: number; hiddenAt: number };
}

/** Runs in the page before the app: notes when the offline toast first shows and then goes. */
function watchOfflineToast(text: string): void {
  const seen = { shownAt: 0, hiddenAt: 0 };
  (window as unknown as ToastWatch).__offlineToast = seen;
  new MutationObserver(() => {
    const shown = document.querySelector('[data-testid="toasts-top"]')?.textContent?.includes(text) ?? false;
    if (shown && !seen.shownAt) seen.shownAt = performance.now();
    if (!shown && seen.shownAt && !seen.hiddenAt) seen.hiddenAt = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test('the app opens offline from the service worker cache, with the last data and the offline toast', async ({
  page,
  context,
  request,
}) => {
  const { token } = await newUserByApi(request, 'offline');
  await createWalletsByApi(request, token, ['BTC']);

  await openSignedIn(page, token, '/auth/dashboard');
  const btcCard = page.locator('[data-testid="wallet-card"][data-coin="BTC"]');
  await expect(btcCard).toBeVisible();

  // The worker is installed and active; after a reload it serves this page and stores its data.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(btcCard).toBeVisible();
  await expect(page.getByTestId('greeting')).toContainText('Eve');

  // Connection lost while the app is open: the offline toast.
  await context.setOffline(true);
  const topToasts = page.getByTestId('toasts-top');
  await expect(topToasts).toContainText(OFFLINE_TEXT);

  // Opened while offline: the app shell and the last data come from the cache, with the short
  // (1 s) offline toast of a check made while offline. A 1 s toast can fall between two polls of
  // a busy machine, so the page itself records when it shows and goes.
  await page.addInitScript(watchOfflineToast, OFFLINE_TEXT);
  await page.reload();
  await expect(btcCard).toBeVisible();
  await expect(page.getByTestId('greeting')).toContainText('Eve');
  const toast = () => page.evaluate(() => (window as unknown as ToastWatch).__offlineToast);
  await expect.poll(async () => (await toast()).hiddenAt > 0).toBe(true);
  const { shownAt, hiddenAt } = await toast();
  expect(shownAt).toBeGreaterThan(0);
  // The 1 s toast, not the 5 s one of a connection lost.
  expect(hiddenAt - shownAt).toBeLessThan(3_000);

  await context.setOffline(false);
});
