import { expect, type Page, test } from '@playwright/test';
import { newUserByApi, openSignedIn, SIGNED_IN_SCREENS } from './support';

/**
 * The pages' Content-Security-Policy allows no `eval` (apps/server/src/http/security-headers.ts), and no screen
 * trips it: a refused evaluation is a `securitypolicyviolation` event on the document and a report for every
 * visitor (decision 0064: zod probed `new Function` on every load until it was made jitless).
 */
const PUBLIC = ['/start', '/login', '/signup'];

type Violation = { directive: string; source: string; sample: string };

/** Every violation on every document the page opens, kept in the page until read. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, source: event.sourceFile, sample: event.sample });
    });
  });
}

/** Opens `path` with a full load, lets its lazy parts arrive, and returns what it violated. */
async function violationsOf(page: Page, path: string): Promise<Violation[]> {
  await page.goto(path); // resolves on the document's load event
  await expect(page.locator('.boot-spinner')).toHaveCount(0);
  await page.waitForTimeout(750);
  return page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

test('no screen trips the Content-Security-Policy, which allows no eval', async ({ page, request }) => {
  test.setTimeout(90_000);
  const login = await request.get('/login');
  const policy = login.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toContain('unsafe-eval');

  await recordViolations(page);
  const found: Record<string, Violation[]> = {};
  for (const path of PUBLIC) {
    const violations = await violationsOf(page, path);
    if (violations.length) found[path] = violations;
  }
  const { token } = await newUserByApi(request, 'csp');
  await openSignedIn(page, token);
  for (const path of SIGNED_IN_SCREENS) {
    const violations = await violationsOf(page, path);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
});
