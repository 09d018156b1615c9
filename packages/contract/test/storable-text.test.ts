import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoint, getOutbox, signup, updateUser } from '../src/index';

/** A test endpoint with strings at every depth: a field, an array item, a nested object, a record key. */
const probe = endpoint({
  method: 'POST',
  path: '/probe/{id}',
  summary: 'probe',
  tag: 'test',
  auth: false,
  params: () => z.object({ id: z.string() }),
  query: () => z.object({ q: z.optional(z.string()) }),
  body: () =>
    z.object({
      name: z.string(),
      tags: z.optional(z.array(z.string())),
      nested: z.optional(z.object({ note: z.string() })),
      labels: z.optional(z.record(z.string(), z.number())),
    }),
  response: () => z.object({}),
});

describe('every string an endpoint accepts must be storable text (decision 0021)', () => {
  it.each([
    ['a plain name', { name: 'Ada' }, true],
    ['accents, CJK and emoji', { name: 'Zoë 李 🙂' }, true],
    ['a NUL in a field', { name: 'a\u0000b' }, false],
    ['a NUL alone', { name: '\u0000' }, false],
    ['a NUL in an array item', { name: 'Ada', tags: ['ok', 'x\u0000'] }, false],
    ['a NUL in a nested object', { name: 'Ada', nested: { note: '\u0000' } }, false],
    ['a NUL in a record key', { name: 'Ada', labels: { 'k\u0000': 1 } }, false],
    ['a lone high surrogate', { name: 'a\ud800' }, false],
    ['a lone low surrogate', { name: '\udc00b' }, false],
    ['a surrogate pair', { name: '\ud83d\ude42' }, true],
  ])('body with %s: accepted %s', (_, body, accepted) => {
    expect(probe.body?.safeParse(body).success).toBe(accepted);
  });

  it('names the field that holds the bad text', () => {
    const result = probe.body?.safeParse({ name: 'Ada', nested: { note: 'x\u0000' } });
    expect(result?.success).toBe(false);
    expect(result?.error?.issues.map((i) => i.path)).toEqual([['nested', 'note']]);
  });

  it('checks path parameters and query strings too', () => {
    expect(probe.params?.safeParse({ id: 'a\u0000' }).success).toBe(false);
    expect(probe.query?.safeParse({ q: '\u0000' }).success).toBe(false);
    expect(getOutbox.query?.safeParse({ to: 'a\u0000b' }).success).toBe(false);
  });

  it('applies to the declared endpoints without anything in their schemas', () => {
    const body = {
      email: 'a@b.co',
      password: 'Str0ngPass',
      firstName: 'A\u0000',
      lastName: 'B',
      countryCode: 'GB',
      language: 'en',
      termsVersion: '1.1.0',
    };
    expect(signup.body?.safeParse(body).success).toBe(false);
    expect(signup.body?.safeParse({ ...body, firstName: 'A' }).success).toBe(true);
    expect(updateUser.body?.safeParse({ deliveryTown: 'T\u0000' }).success).toBe(false);
  });
});
