import { describe, expect, it } from 'vitest';
import { batchTable } from '../lib/report.mjs';

/** The data rows of a table as printed (below the header and its rule), split into cells. */
const rows = (text) =>
  text
    .split('\n')
    .slice(2)
    .filter((line) => !line.startsWith('('))
    .map((line) => line.trim().split(/\s{2,}/));

describe('batchTable', () => {
  it.each([
    {
      name: 'batches of four, a quarter of them of one, in flight nine tenths of the time',
      batches: { batches: 200, operations: 800, single: 50, inFlightMs: 1800 },
      seconds: 2,
      cells: ['100.0', '4.00', '25%', '9.00', '90%'],
    },
    {
      name: 'every batch of one',
      batches: { batches: 3, operations: 3, single: 3, inFlightMs: 1.5 },
      seconds: 1,
      cells: ['3.0', '1.00', '100%', '0.50', '0%'],
    },
    {
      name: 'no batch written',
      batches: { batches: 0, operations: 0, single: 0, inFlightMs: 0 },
      seconds: 1,
      cells: null,
    },
    { name: 'counters not read', batches: null, seconds: 1, cells: null },
  ])('$name', ({ batches, seconds, cells }) => {
    const [row] = rows(batchTable([['spread PostgreSQL', batches, seconds]]));
    expect(row).toEqual(['spread PostgreSQL', ...(cells ?? ['n/a', 'n/a', 'n/a', 'n/a', 'n/a'])]);
  });
});
