import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceName } from '../src/modules/sessions/device-name';
import { logIn, newAccount, TEST_TARGET, type TestApp, testApp } from './helpers';

const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('deviceName', () => {
  it.each([
    [SAMSUNG, { browser: 'Chrome', os: 'Android', device: 'Samsung SM-S928B' }],
    [IPHONE, { browser: 'Mobile Safari', os: 'iOS', device: 'Apple iPhone' }],
    [FIREFOX_WINDOWS, { browser: 'Firefox', os: 'Windows', device: null }],
    ['CofferApp/3.5.7', { browser: null, os: null, device: null }],
    [null, { browser: null, os: null, device: null }],
  ])('%s', (userAgent, expected) => {
    expect(deviceName(userAgent)).toEqual(expected);
  });
});

describe(`session device names (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('names a session from its user agent when it opens, and older sessions from the stored user agent', async () => {
    await newAccount(t.app, 'named@example.com');
    const phone = await logIn(t.app, 'named@example.com', 'Str0ngPass', { headers: { 'user-agent': SAMSUNG } });
    const [stored] = await t.db.query<{ browser: string; os: string; device: string }>(
      'SELECT browser, os, device FROM sessions WHERE user_agent = $1',
      [SAMSUNG],
    );
    expect(stored).toEqual({ browser: 'Chrome', os: 'Android', device: 'Samsung SM-S928B' });

    // A session opened before the names were stored.
    const old = await logIn(t.app, 'named@example.com', 'Str0ngPass', { headers: { 'user-agent': IPHONE } });
    await t.db.query('UPDATE sessions SET browser = NULL, os = NULL, device = NULL WHERE user_agent = $1', [IPHONE]);
    const rows = (await t.app.inject({ method: 'GET', url: '/api/token/getAll', headers: phone.auth })).json();
    expect(rows).toContainEqual(
      expect.objectContaining({ browser: 'Chrome', os: 'Android', device: 'Samsung SM-S928B', current: true }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ browser: 'Mobile Safari', os: 'iOS', device: 'Apple iPhone', current: false }),
    );
    expect(old.token).not.toBe(phone.token);
  });
});
