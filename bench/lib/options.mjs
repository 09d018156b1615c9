import { parseArgs } from 'node:util';

/** The options every API-against-pgbench bench takes, in its usage text. */
export const COMMON_USAGE = `  --clients N         concurrent clients, for the API and for pgbench (default 8)
  --seconds S         timed seconds per scenario and for pgbench (default 10); two scenarios take
                      turns in slices of at least a second, up to five each
  --warmup S          untimed load before each timed scenario (default 1)`;

/**
 * Parses and checks a bench's command line.
 * @template {string} S
 * @param {string[]} argv
 * @param {{ scenarios: readonly S[], defaultDbs: string }} spec
 */
export function benchOptions(argv, spec) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '8' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '1' },
      db: { type: 'string', default: spec.defaultDbs },
      scenario: { type: 'string', default: spec.scenarios.join(',') },
      'no-idempotency': { type: 'boolean', default: false },
      profile: { type: 'string' },
    },
  });
  const clients = Number(values.clients);
  const seconds = Number(values.seconds);
  const warmup = Number(values.warmup);
  const dbs = values.db.split(',').map((s) => s.trim());
  const scenarios = values.scenario.split(',').map((s) => s.trim());
  if (!Number.isInteger(clients) || clients < 1 || clients > 64) throw new Error('--clients must be 1 to 64');
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--seconds must be a whole number of seconds ≥ 1');
  if (!(warmup >= 0)) throw new Error('--warmup must be ≥ 0');
  if (dbs.some((d) => d !== 'postgres' && d !== 'pglite')) throw new Error('--db takes postgres and/or pglite');
  if (scenarios.some((s) => !spec.scenarios.includes(/** @type {S} */ (s)))) {
    throw new Error(`--scenario takes ${spec.scenarios.join(' and/or ')}`);
  }
  return {
    clients,
    seconds,
    warmup,
    dbs,
    scenarios: /** @type {S[]} */ (scenarios),
    idempotencyKeys: !values['no-idempotency'],
    profile: values.profile,
  };
}
