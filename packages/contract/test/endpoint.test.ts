import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoint, errorEnvelope, fillPath, getMe, listWallets, toRoutePath, user, wallet } from '../src/index';

describe('paths', () => {
  it.each([
    ['/wallet/{id}/send', { id: 'abc' }, '/wallet/abc/send'],
    ['/oracle/rates/{from}/{to}', { from: 'BTC', to: 'EUR' }, '/oracle/rates/BTC/EUR'],
    ['/token/{id}', { id: 'a b/c' }, '/token/a%20b%2Fc'],
    ['/health', {}, '/health'],
  ])('fills %s', (path, params, expected) => {
    expect(fillPath(path, params)).toBe(expected);
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/wallet/{id}', {})).toThrow('missing path parameter id');
  });

  it.each([
    ['/wallet/{id}/send', '/wallet/:id/send'],
    ['/oracle/rates/{from}/{to}', '/oracle/rates/:from/:to'],
  ])('turns %s into the route %s', (path, expected) => {
    expect(toRoutePath(path)).toBe(expected);
  });
});

describe('error envelope', () => {
  it('accepts a catalogue code with validation meta', () => {
    const body = {
      code: 'bad_params',
      description: 'Invalid input',
      meta: { validationError: { errors: [{ path: 'email', message: 'Invalid email', code: 'invalid_format' }] } },
    };
    expect(errorEnvelope().parse(body)).toEqual(body);
  });

  it('refuses a code outside the catalogue', () => {
    expect(errorEnvelope().safeParse({ code: 'oops', description: 'x' }).success).toBe(false);
  });
});

describe('schemas built on first read', () => {
  it('builds each schema once, when first read, and keeps it', () => {
    let builds = 0;
    const probe = endpoint({
      method: 'GET',
      path: '/probe',
      summary: 'probe',
      tag: 'test',
      auth: false,
      response: () => {
        builds++;
        return z.object({ id: z.string() });
      },
    });
    expect(builds).toBe(0);
    expect(Object.keys(probe)).toContain('response');
    expect('params' in probe).toBe(false);
    const response = probe.response;
    expect(probe.response).toBe(response);
    expect(builds).toBe(1);
    expect(response.safeParse({ id: 'a' }).success).toBe(true);
  });

  it('gives a shared named schema once to every endpoint that uses it', () => {
    expect(getMe.response).toBe(user());
    expect(listWallets.response.def.element).toBe(wallet());
  });
});
