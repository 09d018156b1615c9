import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { planBatch } from '../src/modules/ledger/batch';
import {
  type BatchWriter,
  batchStats,
  GroupCommit,
  groupCommit,
  type Outcome,
} from '../src/modules/ledger/group-commit';
import { LedgerError } from '../src/modules/ledger/index';
import type { AccountState } from '../src/modules/ledger/validate';
import type { Services } from '../src/services';

/**
 * The batcher every group commit shares (ledger/group-commit.ts), on a stand-in database whose
 * transactions the test holds open: which operations share a batch, which wait, and what happens when a
 * batch fails as a whole.
 */
interface Job {
  name: string;
  lane: string;
  alone: () => Promise<string>;
}

function job(name: string, lane: string, alone = () => Promise.resolve(`${name} alone`)): Job {
  return { name, lane, alone };
}

/** A stand-in database: each transaction runs its function at once (the writer decides when it ends). */
function standIn(kind: 'postgres' | 'pglite'): Database {
  const none = () => Promise.resolve([]);
  return {
    kind,
    pipelined: (fn: (q: unknown, last: unknown) => Promise<unknown>) => fn(none, none),
  } as unknown as Database;
}

/** A writer that records its batches and finishes each when the test says so. */
function heldWriter(fail?: (batch: readonly Job[]) => boolean) {
  const batches: { names: string[]; slot: number; finish: () => void }[] = [];
  const settled: { done: string[]; written: string | null }[] = [];
  const writer: BatchWriter<Job, string, string> = {
    lane: (j) => j.lane,
    write: (_q, _last, batch, slot) =>
      new Promise((resolve, reject) => {
        batches.push({
          names: batch.map((j) => j.name),
          slot,
          finish: () =>
            fail?.(batch)
              ? reject(new Error('the batch failed'))
              : resolve({
                  outcomes: batch.map(
                    (j): Outcome<string> => (j.name.startsWith('bad') ? { error: new Error(j.name) } : { ok: j.name }),
                  ),
                  written: batch.map((j) => j.name).join(','),
                }),
        });
      }),
    settled: (done, written) => settled.push({ done: done.map((j) => j.name), written }),
  };
  return { writer, batches, settled };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the shared group commit batcher', () => {
  it('keeps a lane in flight out of the next batch, gathers its operations, and gives each batch a free slot', async () => {
    const { writer, batches, settled } = heldWriter();
    const batcher = new GroupCommit(standIn('postgres'), writer, 2);
    const answers = ['a1', 'a2', 'b1', 'a3'].map((name) => batcher.submit(job(name, name[0] as string)));
    await tick();
    // a1 and b1 are in flight in the two slots; a2 and a3 wait for a1's lane.
    expect(batches.map((b) => [b.names, b.slot])).toEqual([
      [['a1'], 0],
      [['b1'], 1],
    ]);
    batches[0]?.finish();
    await tick();
    expect(batches[2]).toMatchObject({ names: ['a2', 'a3'], slot: 0 });
    batches[1]?.finish();
    batches[2]?.finish();
    expect(await Promise.all(answers)).toEqual(['a1', 'a2', 'b1', 'a3']);
    expect(batcher.largestBatch).toBe(2);
    expect(settled).toContainEqual({ done: ['a2', 'a3'], written: 'a2,a3' });
  });

  it('answers each operation its own outcome: one refused fails alone', async () => {
    const { writer, batches } = heldWriter();
    const batcher = new GroupCommit(standIn('pglite'), writer);
    const first = batcher.submit(job('ok0', 'ok0'));
    const answers = ['ok1', 'bad1', 'ok2'].map((name) =>
      batcher.submit(job(name, name)).then(
        (ok) => ({ ok }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await tick();
    // The operations that arrive while a batch is written gather into the next one.
    expect(batches.map((b) => b.names)).toEqual([['ok0']]);
    batches[0]?.finish();
    await tick();
    expect(batches.map((b) => b.names)).toEqual([['ok0'], ['ok1', 'bad1', 'ok2']]);
    batches[1]?.finish();
    expect(await first).toBe('ok0');
    expect(await Promise.all(answers)).toEqual([{ ok: 'ok1' }, { error: 'bad1' }, { ok: 'ok2' }]);
  });

  it('runs every operation alone when its batch fails as a whole, and says that nothing was written', async () => {
    const { writer, batches, settled } = heldWriter((batch) => batch.length > 1);
    const batcher = new GroupCommit(standIn('pglite'), writer);
    const first = batcher.submit(job('w', 'w'));
    const answers = [
      batcher.submit(job('x', 'x')),
      batcher.submit(job('y', 'y', () => Promise.reject(new Error('y refused alone')))).catch((e: Error) => e.message),
    ];
    await tick();
    batches[0]?.finish();
    await tick();
    expect(batches.map((b) => b.names)).toEqual([['w'], ['x', 'y']]);
    batches[1]?.finish();
    expect(await first).toBe('w');
    expect(await Promise.all(answers)).toEqual(['x alone', 'y refused alone']);
    expect(settled).toEqual([
      { done: ['w'], written: 'w' },
      { done: ['x'], written: null },
    ]);
  });
});

describe("the batchers' counters (read by the benches over the server's IPC channel)", () => {
  it('counts batches, the operations they carried, batches of one and the time they spent in flight', async () => {
    const { writer, batches } = heldWriter();
    const batcher = new GroupCommit(standIn('postgres'), writer);
    const first = batcher.submit(job('a1', 'a'));
    const gathered = ['b1', 'c1', 'd1'].map((name) => batcher.submit(job(name, name)));
    await tick();
    batches[0]?.finish();
    await tick();
    batches[1]?.finish();
    await Promise.all([first, ...gathered]);
    expect(batches.map((b) => b.names)).toEqual([['a1'], ['b1', 'c1', 'd1']]);
    expect(batcher.stats).toMatchObject({ batches: 2, operations: 4, single: 1 });
    // Each batch was held open for at least a tick by the test.
    expect(batcher.stats.inFlightMs).toBeGreaterThan(5);
  });

  it("adds every batcher of a kind into that kind's counters, and hands out copies", async () => {
    const before = batchStats()['test-kind'];
    const batcherOf = groupCommit('test-kind', () => heldWriter().writer);
    const services = (kind: 'postgres' | 'pglite') => ({ db: standIn(kind) }) as unknown as Services;
    const one = batcherOf(services('postgres'));
    const other = batcherOf(services('pglite'));
    expect(one).not.toBe(other);
    expect(before).toBeUndefined();
    expect(batchStats()['test-kind']).toEqual({ batches: 0, operations: 0, single: 0, inFlightMs: 0 });
    one.stats.batches += 2;
    other.stats.batches += 3;
    const read = batchStats()['test-kind'];
    expect(read?.batches).toBe(5);
    if (read) read.batches = 100;
    expect(batchStats()['test-kind']?.batches).toBe(5);
  });
});

describe('the batcher on PostgreSQL (decision 0050)', () => {
  it('writes one batch at a time by default, gathering what arrives meanwhile', async () => {
    const { writer, batches } = heldWriter();
    const batcher = new GroupCommit(standIn('postgres'), writer);
    const answers = ['a1', 'b1', 'c1'].map((name) => batcher.submit(job(name, name)));
    await tick();
    expect(batches.map((b) => b.names)).toEqual([['a1']]);
    batches[0]?.finish();
    await tick();
    expect(batches.map((b) => b.names)).toEqual([['a1'], ['b1', 'c1']]);
    batches[1]?.finish();
    expect(await Promise.all(answers)).toEqual(['a1', 'b1', 'c1']);
  });

  it('sends the next batch before it answers the batch that committed (decision 0060), on either database', async () => {
    // PGlite too: its work runs in a thread of its own (decision 0065).
    const order = ['write a1', 'write b1,c1', 'answered a1', 'write d1', 'answered b1,c1', 'answered d1'];
    for (const kind of ['postgres', 'pglite'] as const) {
      const { writer, batches } = heldWriter();
      const events: string[] = [];
      const batcher = new GroupCommit(standIn(kind), {
        ...writer,
        write: (q, last, batch, slot) => {
          events.push(`write ${batch.map((j) => j.name).join(',')}`);
          return writer.write(q, last, batch, slot);
        },
        settled: (done) => events.push(`answered ${done.map((j) => j.name).join(',')}`),
      });
      const answers = [batcher.submit(job('a1', 'a'))];
      await tick();
      answers.push(batcher.submit(job('b1', 'b')), batcher.submit(job('c1', 'c')));
      batches[0]?.finish();
      await tick();
      answers.push(batcher.submit(job('d1', 'd')));
      batches[1]?.finish();
      await tick();
      // Nothing waits behind the last batch: it is answered at once.
      batches[2]?.finish();
      expect(await Promise.all(answers)).toEqual(['a1', 'b1', 'c1', 'd1']);
      expect(events, kind).toEqual(order);
    }
  });

  it('answers every operation, and frees its slot, when what runs around the writer throws', async () => {
    const throwing = () => {
      throw new Error('thrown outside the writer');
    };
    for (const { name, failBatch, settledThrows, alone, expected } of [
      // `settled` runs after the answers: its throw fails nothing that committed.
      { name: 'settled throws', failBatch: false, settledThrows: true, alone: undefined, expected: 'x' },
      // A job whose fallback throws before it returns a promise is refused, not left unanswered.
      {
        name: 'alone throws',
        failBatch: true,
        settledThrows: false,
        alone: throwing,
        expected: 'thrown outside the writer',
      },
    ]) {
      const { writer, batches } = heldWriter((batch) => failBatch && batch.some((j) => j.name === 'x'));
      const batcher = new GroupCommit(standIn('postgres'), {
        ...writer,
        settled: settledThrows ? throwing : writer.settled,
      });
      const first = batcher.submit(job('x', 'x', alone)).catch((e: Error) => e.message);
      await tick();
      batches[0]?.finish();
      expect(await first, name).toBe(expected);
      // The slot is free again: the next operation gets a batch of its own.
      const next = batcher.submit(job('y', 'y'));
      await tick();
      expect(
        batches.map((b) => b.names),
        name,
      ).toEqual([['x'], ['y']]);
      batches[1]?.finish();
      expect(await next).toBe('y');
    }
  });

  it('writes a batch again when it was planned on states that turned out wrong, and only then', async () => {
    let calls = 0;
    const alone = () => Promise.reject(new Error('ran alone'));
    const wrongOnce = (code: string): BatchWriter<Job, string, string> => ({
      lane: (j) => j.lane,
      write: async (_q, _last, batch) => {
        calls++;
        if (calls === 1) throw Object.assign(new Error('guessed wrong'), { code });
        return { outcomes: batch.map((j) => ({ ok: j.name })), written: '' };
      },
    });
    const retried = new GroupCommit(standIn('postgres'), wrongOnce('CF001'));
    expect(await Promise.all([retried.submit(job('x', 'x', alone))])).toEqual(['x']);
    expect([calls, retried.wrongGuesses]).toEqual([2, 1]);
    // Any other failure of the batch as a whole still runs each operation alone.
    calls = 0;
    const failed = new GroupCommit(standIn('postgres'), wrongOnce('40P01'));
    expect(await failed.submit(job('y', 'y', alone)).catch((e: Error) => e.message)).toBe('ran alone');
    expect([calls, failed.wrongGuesses]).toEqual([1, 0]);
  });
});

describe('planBatch with groups', () => {
  const account = (id: string, balance: bigint, noOverdraft = true): AccountState => ({
    id,
    coin: 'EUR',
    balance,
    pending: 0n,
    noOverdraft,
  });
  const A = '11111111-1111-4111-8111-111111111111';
  const B = '22222222-2222-4222-8222-222222222222';
  const C = '33333333-3333-4333-8333-333333333333';
  const move = (from: string, to: string, amount: bigint) => ({
    kind: 'test',
    postings: [
      { accountId: from, coin: 'EUR', amount: -amount },
      { accountId: to, coin: 'EUR', amount },
    ],
  });

  it.each([
    {
      case: 'a group whose second transfer overdraws leaves no trace, the next group goes on',
      groups: [[move(A, B, 5n), move(C, B, 20n)], [move(A, B, 7n)]],
      admit: undefined,
      outcomes: ['insufficient_funds', 'ok'],
      balances: [3n, 7n, 10n],
      written: 1,
    },
    {
      case: 'a group refused by admit puts back its balances',
      groups: [[move(A, B, 4n)], [move(A, B, 4n)], [move(A, C, 2n)]],
      admit: (group: number) => (group === 1 ? new Error('over the limit') : undefined),
      outcomes: ['ok', 'over the limit', 'ok'],
      balances: [4n, 4n, 12n],
      written: 2,
    },
  ])('$case', ({ groups, admit, outcomes, balances, written }) => {
    const accounts = new Map([A, B, C].map((id, i) => [id, account(id, [10n, 0n, 10n][i] as bigint, id !== B)]));
    const planned = planBatch(accounts, groups, admit);
    expect(
      planned.outcomes.map((o) =>
        'ok' in o ? 'ok' : o.error instanceof LedgerError ? o.error.code : (o.error as Error).message,
      ),
    ).toEqual(outcomes);
    expect([A, B, C].map((id) => accounts.get(id)?.balance)).toEqual(balances);
    expect(planned.written).toHaveLength(written);
  });
});
