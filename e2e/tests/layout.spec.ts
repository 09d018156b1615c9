import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import {
  countMessages,
  openSignedIn,
  PASSWORD,
  SIGNED_IN_SCREENS,
  signUpByApi,
  uniqueEmail,
  waitForMessage,
} from './support';

/**
 * Issue 21.3: no signed-in screen scrolls sideways, at 320, 390 and 1280 px, in the five languages.
 * One user, one page: the language is set through the app's storage key with one load per language,
 * then every route is reached by client-side navigation and measured at each width.
 */
const WIDTHS = [320, 390, 1280];
const LANGUAGES = ['en', 'it', 'es', 'fr', 'pt'];

/** A phone's whole user agent and a long device id without spaces: what made Profile 1,596 px wide. */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S928B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 CofferApp/3.5.7';
const LONG_DEVICE_ID = `device-${'0123456789abcdef'.repeat(7)}`;

/** Requests in flight, so a screen is measured once what it loads has arrived. */
function trackRequests(page: Page): () => number {
  let inflight = 0;
  // The live streams (/api/live, /api/stream) stay open for as long as the page: they never settle.
  const streaming = (request: Request) => /\/api\/(live|stream)(\?|$)/.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (!streaming(request)) inflight++;
  });
  const done = (request: Request) => {
    if (!streaming(request)) inflight = Math.max(0, inflight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inflight;
}

async function settle(page: Page, inflight: () => number): Promise<void> {
  let quietSince = Date.now();
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (inflight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 250) break;
    await page.waitForTimeout(50);
  }
}

/** The page's sideways overflow in px, and the widest elements that stick out (for the failure message). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 0.5)
      // The innermost ones: what sticks out by itself, not the boxes it stretches.
      .filter(({ el }) => !Array.from(el.children).some((child) => child.getBoundingClientRect().right > width + 0.5))
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ el, right }) => {
        const id =
          el.getAttribute('data-testid') ?? (el.className && typeof el.className === 'string' ? el.className : '');
        return `${el.tagName.toLowerCase()}[${String(id).slice(0, 80)}] right=${Math.round(right)} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      });
    return { by: root.scrollWidth - width, culprits };
  });
}

async function loginWith(request: APIRequestContext, email: string, headers: Record<string, string>): Promise<string> {
  const before = await countMessages(request, email, 'login_pin');
  await request.post('/api/user/ask-login', { data: { email, password: PASSWORD }, headers });
  const { data } = await waitForMessage(request, email, 'login_pin', before);
  const login = await request.post('/api/user/login', { data: { email, password: PASSWORD, pin: data.pin }, headers });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('no signed-in screen scrolls sideways at 320, 390 and 1280 px in any language', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('layout');
  await signUpByApi(request, email);
  // Two sessions with long device details, so the sessions list has something to wrap.
  const token = await loginWith(request, email, { 'user-agent': PHONE_UA, DeviceID: LONG_DEVICE_ID });
  await loginWith(request, email, { 'user-agent': LONG_DEVICE_ID.repeat(3), DeviceID: LONG_DEVICE_ID });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const inflight = trackRequests(page);
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, token, '/auth/dashboard', { lang: language });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const path of SIGNED_IN_SCREENS) {
      await navigate(page, path);
      await settle(page, inflight);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // The layout follows the width through media queries and matchMedia listeners: let it render.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const found = await overflow(page);
        if (found.by > 0) problems.push(`${language} ${width}px ${path}: +${found.by}px ${found.culprits.join(' | ')}`);
      }
    }
  }
  // The sessions list names the phone as people read it.
  await page.setViewportSize({ width: 390, height: 800 });
  await navigate(page, '/auth/profile');
  await expect(page.getByTestId('sessions-section')).toContainText('Samsung SM-S928B');
  expect(problems, problems.join('\n')).toEqual([]);
});
