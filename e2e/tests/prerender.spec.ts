import { expect, type Page, test } from '@playwright/test';

/**
 * Decision 0049: /login and /signup come drawn in their documents. The screen shows before any script has
 * run, and the app then takes over the same elements: nothing is drawn twice, a typed email stays.
 */

// Every navigation goes to the server, which answers these screens with their own documents; the service
// worker would answer from its cached index.html.
test.use({ serviceWorkers: 'block' });

/** Holds the app's entry script until `release` is called, so the document alone is on screen meanwhile. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page of the origin with no guard, to set its localStorage. */
async function store(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto('/maintenance');
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

test('the login screen paints from its document, and the app takes over the same elements', async ({ page }) => {
  await store(page, { langSelected: '1' });
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });

  // Before any of the app's code: the screen, the sandbox's notice, a form one can already type in.
  const heading = page.getByRole('heading', { level: 1, name: 'Log in' });
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('sandbox-outbox-link')).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await page.getByLabel('Email').fill('early@example.com');
  await heading.evaluate((element) => {
    (element as HTMLElement & { drawnAtBuild?: boolean }).drawnAtBuild = true;
  });

  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  // The app drew over the document's elements instead of replacing them.
  expect(await heading.evaluate((element) => (element as HTMLElement & { drawnAtBuild?: boolean }).drawnAtBuild)).toBe(
    true,
  );
  await expect(page.getByLabel('Email')).toHaveValue('early@example.com');
  // And it works: the form checks what it is given.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
});

test('a visitor the screen is not for does not see it before the app has drawn', async ({ page }) => {
  // Italian, and past the welcome screen: the English markup stays hidden, the app draws the Italian screen.
  await store(page, { langSelected: '1', lang: 'it' });
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] main')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();

  // No language chosen yet: the guards send the visitor to the welcome screen, without showing the login first.
  await store(page, {});
  const releaseAgain = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] main')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeHidden();
  releaseAgain();
  await expect(page).toHaveURL(/\/$/);
});
