import { describe, expect, it } from 'vitest';
import type { RawQuery } from '../src/db/client';
import { DatabaseError } from '../src/db/errors';
import { GENERIC_PLANS_PREPARED, type PipelineConn, pipelinedOn, type Statement } from '../src/db/pipelined';

/**
 * How `pipelinedOn` sends a transaction (decision 0059), on a recording connection: statements of the
 * caller's first turn that include the last one leave as one message when they are all prepared; anything
 * else goes as BEGIN, the statements and COMMIT.
 */
function recording(options: { prepared: boolean; failSynced?: unknown }) {
  const log: string[] = [];
  const rowsOf = (text: string) => [{ text }];
  const conn: PipelineConn = {
    exec: async (text) => {
      log.push(`exec ${text}`);
    },
    query: async <T>(text: string) => {
      log.push(`query ${text}`);
      return rowsOf(text) as T[];
    },
    synced: (statements: readonly Statement[]) => {
      if (!options.prepared) return undefined;
      log.push(`synced ${statements.map((s) => s.text).join(' | ')}`);
      return options.failSynced
        ? Promise.reject(options.failSynced)
        : Promise.resolve(statements.map((s) => rowsOf(s.text)));
    },
  };
  return { conn, log };
}

type Caller = (q: RawQuery, last: RawQuery) => Promise<unknown>;

const cases: { name: string; prepared: boolean; fn: Caller; log: string[]; answer: unknown }[] = [
  {
    name: 'the first and the last statement in one turn, both prepared: one message',
    prepared: true,
    fn: (q, last) => Promise.all([q('a', []), last('b', [])]),
    log: [`synced ${GENERIC_PLANS_PREPARED} | a | b`],
    answer: [[{ text: 'a' }], [{ text: 'b' }]],
  },
  {
    name: 'one turn, but a statement not prepared on the connection yet: BEGIN ... COMMIT',
    prepared: false,
    fn: (q, last) => Promise.all([q('a', []), last('b', [])]),
    log: ['exec BEGIN', `query ${GENERIC_PLANS_PREPARED}`, 'query a', 'query b', 'exec COMMIT'],
    answer: [[{ text: 'a' }], [{ text: 'b' }]],
  },
  {
    name: 'the last statement after an answer was awaited: BEGIN ... COMMIT',
    prepared: true,
    fn: async (q, last) => {
      const [row] = await q<{ text: string }>('a', []);
      return last(`${row?.text}+b`, []);
    },
    log: ['exec BEGIN', `query ${GENERIC_PLANS_PREPARED}`, 'query a', 'query a+b', 'exec COMMIT'],
    answer: [{ text: 'a+b' }],
  },
  {
    name: 'no last statement: COMMIT after the caller is done',
    prepared: true,
    fn: async (q) => q('a', []),
    log: ['exec BEGIN', `query ${GENERIC_PLANS_PREPARED}`, 'query a', 'exec COMMIT'],
    answer: [{ text: 'a' }],
  },
  {
    name: 'no statement at all: nothing is sent',
    prepared: true,
    fn: async () => 'nothing',
    log: [],
    answer: 'nothing',
  },
];

describe('pipelinedOn: how a transaction leaves', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const { conn, log } = recording({ prepared: c.prepared });
      await expect(pipelinedOn(conn, c.fn)).resolves.toEqual(c.answer);
      expect(log).toEqual(c.log);
    });
  }

  it('a failed one-message transaction fails every statement under its own text, with no ROLLBACK sent', async () => {
    const { conn, log } = recording({ prepared: true, failSynced: Object.assign(new Error('x'), { code: 'CF001' }) });
    const seen: unknown[] = [];
    const failure = await pipelinedOn(conn, (q, last) => {
      const first = q('a', []).catch((e: unknown) => seen.push(e));
      const end = last('b', []).catch((e: unknown) => seen.push(e));
      return Promise.all([first, end]).then(() => {
        throw seen[0];
      });
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DatabaseError);
    expect(seen.map((e) => [(e as DatabaseError).code, (e as DatabaseError).statement])).toEqual([
      ['CF001', 'a'],
      ['CF001', 'b'],
    ]);
    expect(log).toEqual([`synced ${GENERIC_PLANS_PREPARED} | a | b`]);
  });

  it('a failed one-message transaction fails its caller with a database error even when it waited on nothing', async () => {
    const { conn } = recording({
      prepared: true,
      failSynced: Object.assign(new Error('value 42 in the detail'), { code: '23505' }),
    });
    const failure = await pipelinedOn(conn, async (q, last) => {
      q('a', []).catch(() => undefined);
      last('b', []).catch(() => undefined);
      return 'answered';
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DatabaseError);
    expect([(failure as DatabaseError).code, (failure as DatabaseError).statement]).toEqual(['23505', 'b']);
    expect(String((failure as Error).message)).not.toContain('42');
  });

  it('a caller that fails before its turn ends sends nothing', async () => {
    const { conn, log } = recording({ prepared: true });
    await expect(
      pipelinedOn(conn, async (q) => {
        void q('a', []);
        throw new Error('refused before sending');
      }),
    ).rejects.toThrow('refused before sending');
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual([]);
  });

  it('a caller that fails after its statements left in BEGIN ... rolls back', async () => {
    const { conn, log } = recording({ prepared: true });
    await expect(
      pipelinedOn(conn, async (q) => {
        await q('a', []);
        throw new Error('refused after the statement');
      }),
    ).rejects.toThrow('refused after the statement');
    expect(log).toEqual(['exec BEGIN', `query ${GENERIC_PLANS_PREPARED}`, 'query a', 'exec ROLLBACK']);
  });

  it('refuses a statement after the last one, in either form', async () => {
    for (const prepared of [true, false]) {
      const { conn } = recording({ prepared });
      const late = await pipelinedOn(conn, async (q, last) => {
        const end = last('b', []);
        const after = q('c', []).catch((e: unknown) => e);
        await end;
        return after;
      });
      expect(String(late)).toContain("a statement after the transaction's last one");
    }
  });
});
