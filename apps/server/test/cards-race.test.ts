import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { authorize } from '../src/modules/cards/events';
import { verifyLedger } from '../src/modules/ledger';
import { activeCard, call, cardHolder, cardLedgerClean, cardOp, secretsOf } from './card-fixtures';
import { freshDatabase, TEST_TARGET, type TestApp, testConfig } from './helpers';
import { balance } from './money-fixtures';

const lines: string[] = [];

describe(`card concurrency and the card number's privacy (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const { db, drop } = await freshDatabase();
    const app: FastifyInstance = await buildApp(
      { config: testConfig({ logLevel: 'trace' }), db },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    await app.ready();
    t = {
      app,
      db,
      close: async () => {
        await app.close();
        await drop();
      },
    };
  });
  afterAll(() => t.close());

  async function race(email: string, funds: string, limit: number, each: bigint) {
    const who = await cardHolder(t, email, funds);
    const cardId = await activeCard(t, who, { monthlyLimit: limit });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        authorize(t.app.services, {
          eventId: `race_${email}_${i}`,
          cardId,
          cents: each,
          currency: 'EUR',
          merchantName: 'Racer',
          merchantId: null,
          mcc: '5411',
          country: 'GB',
        }),
      ),
    );
    return { who, cardId, results };
  }

  it('100 racing authorisations never pass the monthly limit', async () => {
    const { who, cardId, results } = await race('race-limit@example.com', '1000', 300, 700n);
    const approved = results.filter((r) => r.status === 'AUTHORIZED');
    expect(approved).toHaveLength(42); // 42 × 7 EUR ≤ 300 EUR < 43 × 7
    expect(results.filter((r) => r.declineReason === 'monthly_limit')).toHaveLength(58);
    expect(await balance(t, who, 'EUR')).toBe('706.00');
    expect((await call(t, who, 'GET', `/card/${cardId}`)).json().monthlySpend).toBe('294.00');
  });

  it('100 racing authorisations never take the wallet below zero', async () => {
    const { who, results } = await race('race-funds@example.com', '100', 4000, 300n);
    expect(results.filter((r) => r.status === 'AUTHORIZED')).toHaveLength(33);
    expect(results.filter((r) => r.declineReason === 'insufficient_funds')).toHaveLength(67);
    expect(await balance(t, who, 'EUR')).toBe('1.00');
  });

  it('ledger verify (with the card checks) is clean after the races', async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await cardLedgerClean(t);
  });

  it("never stores, logs or answers a sandbox card's number outside the issuer's vault and page", async () => {
    const who = await cardHolder(t, 'card-pan@example.com', '100');
    const cardId = await activeCard(t, who);
    const { id } = await cardOp(t, 'authorize', who.email, '12.34', 'EUR');
    await cardOp(t, 'clear', id);
    const frame = (await call(t, who, 'GET', `/card/${cardId}/iframe/light`)).json();
    const page = await t.app.inject({ method: 'GET', url: frame.url });
    const { pan, cvc2 } = await secretsOf(t, cardId);
    expect(page.body.replaceAll(' ', '')).toContain(pan);
    const answers = [
      (await call(t, who, 'GET', '/card')).body,
      (await call(t, who, 'GET', `/card/${cardId}`)).body,
      (await call(t, who, 'GET', '/cardOperation')).body,
      (await call(t, who, 'GET', '/user/me')).body,
    ];
    for (const body of answers) expect(body).not.toContain(pan);

    // A dump of every table (the issuer's vault included: it holds the number sealed).
    const tables = await t.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['cards', 'card_operations', 'sandbox_card_vault']),
    );
    let dump = '';
    for (const { table_name } of tables) {
      const rows = await t.db.query<{ row: string }>(`SELECT row_to_json(x)::text AS row FROM "${table_name}" x`);
      dump += rows.map((r) => r.row).join('\n');
    }
    expect(dump.length).toBeGreaterThan(1000);
    expect(dump).not.toContain(pan);
    expect(dump).not.toContain(pan.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(dump).toContain(pan.slice(-4));

    // The server's log of this whole file's run (trace level): no number, no CVC2 beside it.
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(50);
    expect(log).not.toContain(pan);
    expect(log).not.toContain(pan.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(log).not.toContain(`"cvc2":"${cvc2}"`);
    expect(log).not.toContain(frame.url.split('/').pop());
  });
});
