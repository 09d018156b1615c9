import { describe, expect, it } from 'vitest';
import { numbered } from '../src/modules/transactions/records';

/**
 * A batch's entries take their numbers from their counters' new last numbers (records.ts): each entry is
 * told how many entries of its wallet and of its user come after it in the batch.
 */
describe('numbered: entries after each one in its batch, per wallet and per user', () => {
  const party = (userId: string, walletId: string) => ({ party: { userId, walletId } });
  const cases: { name: string; entries: ReturnType<typeof party>[]; after: [number, number][] }[] = [
    { name: 'nothing', entries: [], after: [] },
    { name: 'one entry', entries: [party('u1', 'w1')], after: [[0, 0]] },
    {
      name: 'a send: two users, a wallet each',
      entries: [party('u1', 'w1'), party('u2', 'w2')],
      after: [
        [0, 0],
        [0, 0],
      ],
    },
    {
      name: 'three sends from one wallet to two recipients',
      entries: [
        party('u1', 'w1'),
        party('u2', 'w2'),
        party('u1', 'w1'),
        party('u3', 'w3'),
        party('u1', 'w1'),
        party('u2', 'w2'),
      ],
      after: [
        [2, 2],
        [1, 1],
        [1, 1],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    },
    {
      name: 'one user, two wallets (an exchange)',
      entries: [party('u1', 'eur'), party('u1', 'btc'), party('u1', 'eur')],
      after: [
        [1, 2],
        [0, 1],
        [0, 0],
      ],
    },
  ];
  it.each(cases)('$name', ({ entries, after }) => {
    const result = numbered(entries).entries;
    expect(result.map((e) => [e.walletAfter, e.userAfter])).toEqual(after);
    // The entries keep their order and their fields.
    expect(result.map((e) => e.party)).toEqual(entries.map((e) => e.party));
  });

  it('gives a counter that moves from 10 by its batch count the numbers 11, 12... in the order given', () => {
    const entries = [party('u1', 'w1'), party('u1', 'w2'), party('u1', 'w1'), party('u1', 'w1')];
    const result = numbered(entries).entries;
    const last = 10 + entries.length; // the user's counter after the batch
    expect(result.map((e) => last - e.userAfter)).toEqual([11, 12, 13, 14]);
    const w1 = result.filter((e) => e.party.walletId === 'w1');
    expect(w1.map((e) => 3 - e.walletAfter)).toEqual([1, 2, 3]);
  });
});
