import { errorEnvelope } from '@coffer/contract';
import { expect } from 'vitest';
import { z } from 'zod/mini';

/** The answer is the catalogue envelope with this status and code, and nothing of the framework's. */
export function expectEnvelope(
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  expect(z.strictObject(errorEnvelope().shape).parse(res.json()).code).toBe(code);
  expect(res.body).not.toMatch(/FST_|statusCode|"error"/);
}
