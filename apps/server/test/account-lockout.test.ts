import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/ops/run';
import { askPin, FakeClock, logIn, MINUTE, outbox, signupBody, TEST_TARGET, type TestApp, testApp } from './helpers';

function post(app: FastifyInstance, url: string, payload: object) {
  return app.inject({ method: 'POST', url, payload });
}

/** Status, body and Retry-After of a response: what a client can tell apart. */
const view = (res: LightMyRequestResponse) => [res.statusCode, res.json(), res.headers['retry-after'] ?? null];

describe(`sign-in lockout (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  const wrong = (email: string) => post(t.app, '/api/user/ask-login', { email, password: 'Wr0ngPass' });

  it('answers a locked address with 429, Retry-After in seconds and the same seconds in meta', async () => {
    await post(t.app, '/api/user/create', signupBody('locked@example.com'));
    for (let i = 0; i < 10; i++) {
      expect((await wrong('locked@example.com')).statusCode).toBe(401);
      clock.advance(MINUTE);
    }
    // Ten failures a minute apart, the first ten minutes ago: it leaves the window in five minutes.
    const pin = post(t.app, '/api/user/ask-login', { email: 'locked@example.com', password: 'Str0ngPass' });
    const res = await pin;
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.json()).toMatchObject({ code: 'rate_limited', meta: { retryAfterSeconds: 300, attemptsLeft: 0 } });
    clock.advance(5 * MINUTE);
    expect((await logIn(t.app, 'locked@example.com')).token).toBeTruthy();
  });

  it('warns with the attempts left once three or fewer remain, alike for an existing and an unknown email', async () => {
    await post(t.app, '/api/user/create', signupBody('exists@example.com'));
    const known: unknown[] = [];
    const ghost: unknown[] = [];
    for (let i = 0; i < 11; i++) {
      known.push(view(await wrong('exists@example.com')));
      ghost.push(view(await wrong('nobody-here@example.com')));
    }
    expect(ghost).toEqual(known);
    const metas = known.map((entry) => (entry as [number, { meta?: object }])[1].meta);
    expect(metas.slice(0, 6)).toEqual(Array(6).fill(undefined));
    expect(metas.slice(6, 9)).toEqual([{ attemptsLeft: 3 }, { attemptsLeft: 2 }, { attemptsLeft: 1 }]);
    // The tenth failure says no attempt is left and how long the pause lasts; the eleventh is refused.
    expect(metas[9]).toEqual({ attemptsLeft: 0, retryAfterSeconds: 900 });
    expect(known[9]).toEqual([401, expect.objectContaining({ code: 'bad_credentials' }), '900']);
    expect(known[10]).toEqual([429, expect.objectContaining({ code: 'rate_limited' }), '900']);
    clock.advance(16 * MINUTE);
  });

  it('lifts the lockout when a password reset completes, for that account only', async () => {
    await post(t.app, '/api/user/create', signupBody('reset@example.com'));
    for (let i = 0; i < 10; i++) await wrong('reset@example.com');
    for (let i = 0; i < 10; i++) await wrong('bystander@example.com');
    expect((await wrong('reset@example.com')).statusCode).toBe(429);

    expect((await post(t.app, '/api/user/ask-reset-password', { email: 'reset@example.com' })).statusCode).toBe(200);
    const [mail] = await outbox(t.app, 'reset@example.com');
    const token = mail?.data.token as string;
    const done = await post(t.app, '/api/user/reset-password', { token, newPassword: 'N3wPassword' });
    expect(done.statusCode).toBe(200);

    const session = await logIn(t.app, 'reset@example.com', 'N3wPassword');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: session.auth })).statusCode).toBe(200);
    expect((await wrong('bystander@example.com')).statusCode).toBe(429);
    clock.advance(16 * MINUTE);
  });

  it('lifts the lockout with ops user unlock', async () => {
    await post(t.app, '/api/user/create', signupBody('support@example.com'));
    for (let i = 0; i < 10; i++) await wrong('support@example.com');
    const pinRefused = await post(t.app, '/api/user/ask-login', {
      email: 'support@example.com',
      password: 'Str0ngPass',
    });
    expect(pinRefused.statusCode).toBe(429);

    const result = await runOps(t.db, ['user', 'unlock', 'Support@Example.com'], t.app.services);
    expect(result).toEqual({ code: 0, output: ['unlock: support@example.com (10 failed sign-ins lifted)'] });
    expect(await askPin(t.app, 'support@example.com', 'Str0ngPass')).toMatch(/^\d{6}$/);
    // A fresh count: one more failure leaves nine attempts, so no warning yet.
    expect((await wrong('support@example.com')).json().meta).toBeUndefined();
  });

  it('counts a wrong login pin against the address', async () => {
    await post(t.app, '/api/user/create', signupBody('pin@example.com'));
    for (let i = 0; i < 8; i++) await wrong('pin@example.com');
    const pin = await askPin(t.app, 'pin@example.com', 'Str0ngPass');
    const bad = pin === '000000' ? '111111' : '000000';
    const res = await post(t.app, '/api/user/login', { ...signupBody('pin@example.com'), pin: bad });
    expect(res.json()).toMatchObject({ code: 'invalid_token', meta: { attemptsLeft: 1 } });
  });
});
