import * as contract from '@coffer/contract';
import { afterAll, describe, expect, test } from 'vitest';
import { verifyLedger } from '../src/modules/ledger';
import { documentedOperations, FUZZ_CONFIG, FuzzWorld, summarize } from './fuzz-run';
import { TEST_TARGET, testApp } from './helpers';

/**
 * Fuzzes every operation of the server's OpenAPI document (issue 12): 2 x RUNS requests per operation
 * (220 by default, about one in 18 left valid), RUNS with the test user's session and RUNS without. Any 5xx, or any error answer
 * that is not the catalogue envelope `{ code, description, meta? }`, fails the operation's test.
 * FUZZ_SEED replays a run; FUZZ_RUNS changes its size.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 110);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const t = await testApp(FUZZ_CONFIG);
const operations = await documentedOperations(t.app);
const world = await FuzzWorld.create(t);
const started = Date.now();

afterAll(async () => {
  console.log(
    `fuzz (${TEST_TARGET}, seed ${SEED}): ${world.requests} requests over ${operations.length} operations, ` +
      `${world.serverErrors} answered 5xx, ${world.recoveries} sessions re-created, ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries(world.statuses))}; ` +
      `${world.succeeded.size} operations answered 2xx at least once; never: ` +
      operations
        .map((op) => `${op.method} ${op.path}`)
        .filter((key) => !world.succeeded.has(key))
        .join(', '),
  );
  await t.close();
});

describe('fuzz: every documented operation', () => {
  test('the OpenAPI document lists every endpoint the contract declares', () => {
    const declared = (Object.values(contract) as unknown[]).filter(
      (v): v is contract.Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'response' in v,
    );
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.map((e) => `${e.method} /api${e.path}`).filter((k) => !documented.has(k))).toEqual([]);
  });

  for (const op of operations) {
    test(`${op.method} ${op.path}`, async () => {
      const failures = [...(await world.fuzz(op, RUNS, true, SEED)), ...(await world.fuzz(op, RUNS, false, SEED + 1))];
      expect(summarize(failures), `${failures.length} bad answers (seed ${SEED})`).toEqual([]);
    }, 120_000);
  }

  test('money moved by valid random inputs leaves the ledger consistent', async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
