import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { gatherWrites } from '../src/db/client';

/** A pooled connection whose socket records its cork and uncork calls. */
function fakeClient() {
  const calls: string[] = [];
  const stream = { cork: () => calls.push('cork'), uncork: () => calls.push('uncork') };
  return { client: { connection: { stream } } as unknown as pg.PoolClient, calls };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('gatherWrites (statements of one turn leave in one socket write)', () => {
  it('corks at the first statement of a turn and uncorks once, after the turn', async () => {
    const { client, calls } = fakeClient();
    const gather = gatherWrites(client);
    gather();
    gather();
    gather();
    expect(calls).toEqual(['cork']);
    await nextTurn();
    expect(calls).toEqual(['cork', 'uncork']);
  });

  it('corks again for the statements of a later turn', async () => {
    const { client, calls } = fakeClient();
    const gather = gatherWrites(client);
    gather();
    await nextTurn();
    gather();
    await nextTurn();
    expect(calls).toEqual(['cork', 'uncork', 'cork', 'uncork']);
  });

  it('does nothing on a connection without a socket', () => {
    const gather = gatherWrites({} as pg.PoolClient);
    expect(() => gather()).not.toThrow();
  });
});
