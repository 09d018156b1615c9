import { describe, expect, it } from 'vitest';
import { pgbenchArgs } from '../lib/postgres.mjs';

describe('pgbenchArgs', () => {
  it('names the database as the last, positional argument and never passes -d (pgbench reads it as --debug)', () => {
    const args = pgbenchArgs('bench_pgbench_1', ['-c', '8', '-j', '2', '-T', '10', '-M', 'prepared']);
    expect(args.at(-1)).toBe('bench_pgbench_1');
    expect(args).not.toContain('-d');
    expect(args).not.toContain('--debug');
    expect(args.slice(-9, -1)).toEqual(['-c', '8', '-j', '2', '-T', '10', '-M', 'prepared']);
    expect(args).toEqual(expect.arrayContaining(['-h', '-p', '-U']));
  });
});
