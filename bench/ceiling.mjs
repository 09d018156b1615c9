// `npm run bench -- ceiling`: the fastest an HTTP money call can be on this machine, against pgbench's TPC-B.
// The same clients, load loop and pgbench run as the ledger bench, against a server that does nothing but the
// HTTP and one batched statement (lib/ceiling-server.mjs): what any money API here stays under.
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { Api } from './lib/http.mjs';
import { byTurns, runPosts, scenarioResult, turnsNote } from './lib/load.mjs';
import { benchOptions, COMMON_USAGE } from './lib/options.mjs';
import { psql } from './lib/postgres.mjs';
import { cpuTable, heading, problemLines, rate, ratio, resultsTable } from './lib/report.mjs';
import { printHeader, runAgainstPgbench } from './lib/runs.mjs';
import { benchEnv, startServer } from './lib/server.mjs';

export const summary = 'the floor: a bare HTTP server with one batched statement per batch, vs pgbench TPC-B tps';

const SCENARIOS = /** @type {const} */ (['answer', 'batched']);
const CEILING_SERVER = join(root, 'bench/lib/ceiling-server.mjs');

const USAGE = `usage: npm run bench -- ceiling [options]

${COMMON_USAGE}

A server with no framework, session or checks (bench/lib/ceiling-server.mjs) on a fresh PostgreSQL database.
"answer": POST /answer is answered at once (HTTP alone). "batched": POST /batched is queued, and one batch
at a time runs one statement, committed, that takes 1 from each operation's account and writes a row per
operation (group commit at its barest). Each client posts for its own account. pgbench's TPC-B follows on
the same PostgreSQL with the same client count. A money API that does anything more stays below "batched".`;

/** @param {string[]} argv */
const options = (argv) => benchOptions(argv, { scenarios: SCENARIOS, defaultDbs: 'postgres' });

/** Each account's opening balance: far more than any run takes. */
const OPENING = 1_000_000_000_000n;

/**
 * @param {string[]} argv arguments after "ceiling"
 * @returns {Promise<number>} exit code
 */
export async function main(argv) {
  const opts = options(argv);
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  await printHeader(
    'ceiling bench',
    `${opts.clients} clients, ${opts.seconds} s timed per scenario after ${opts.warmup} s untimed warm-up; ` +
      'a bare node:http server, one batched statement per batch of operations',
  );
  const { results, reference, verifications } = await runAgainstPgbench(
    { ...opts, dbs: ['postgres'] },
    { databasePrefix: 'bench_ceiling', env: {}, runDatabase: (database, env) => runCeiling(opts, database, env) },
  );
  console.log(heading('results'));
  console.log(resultsTable(results, reference.tps, { what: 'calls', database: false }));
  console.log(`\npgbench: ${reference.command} on the same PostgreSQL, run right after the HTTP phases`);
  console.log(heading('where the CPU went (ms of CPU per call or per pgbench transaction)'));
  console.log(
    cpuTable(
      [
        ...results.map((r) => /** @type {[string, typeof r.cpu]} */ ([r.scenario, r.cpu])),
        ['pgbench TPC-B', reference.cpu],
      ],
      'server',
    ),
  );
  const problems = problemLines(results);
  for (const v of verifications) if (v.code !== 0) problems.push(v.output);
  console.log(heading('failures'));
  console.log(problems.length ? problems.map((p) => `  ${p}`).join('\n') : '  none');
  const batched = results.find((r) => r.scenario === 'batched');
  if (batched)
    console.log(
      `\nceiling: batched ${rate(batched.tps)} calls/s, ${ratio(batched.tps / reference.tps)} x pgbench TPC-B`,
    );
  return problems.length ? 1 : 0;
}

/**
 * The two scenarios against the ceiling server on the fresh database `env.DATABASE_URL` names.
 * @param {ReturnType<typeof options>} opts
 * @param {string} database
 * @param {Record<string, string>} env
 */
async function runCeiling(opts, database, env) {
  const name = new URL(env.DATABASE_URL ?? '').pathname.slice(1);
  await psql(
    `CREATE TABLE ceiling_accounts (id int PRIMARY KEY, balance numeric NOT NULL);
     CREATE TABLE ceiling_moves (id bigserial PRIMARY KEY, account int NOT NULL, amount numeric NOT NULL);
     INSERT INTO ceiling_accounts SELECT g, ${OPENING} FROM generate_series(1, ${opts.clients}) g`,
    name,
  );
  const total = async () => BigInt(await psql('SELECT sum(balance) FROM ceiling_accounts', name));
  const log = (line) => console.log(`[${database}] ${line}`);
  const server = await startServer(benchEnv(env), { script: CEILING_SERVER });
  log(`ceiling server pid ${server.pid} at ${server.url}`);
  const api = new Api(server.url, opts.clients + 4);
  try {
    const posts = (scenario) =>
      Array.from({ length: opts.clients }, (_, i) => ({
        token: 'none',
        path: `/${scenario}`,
        body: { account: i + 1 },
      }));
    const warm = new Map();
    for (const scenario of opts.scenarios) {
      warm.set(scenario, await runPosts(api, posts(scenario), { seconds: opts.warmup, idempotencyKeys: false }));
    }
    const before = await total();
    log(
      `${opts.scenarios.join(' and ')}: ${opts.clients} clients for ${opts.seconds} s each${turnsNote(opts.scenarios, opts.seconds)}...`,
    );
    const timed = await byTurns(opts.scenarios, { seconds: opts.seconds, serverPid: server.pid }, (scenario, seconds) =>
      runPosts(api, posts(scenario), { seconds, idempotencyKeys: false }),
    );
    const taken = before - (await total());
    const results = [...timed].map(([scenario, { load, cpu }]) => {
      const expected = scenario === 'batched' ? BigInt(load.ok) : 0n;
      const moved = scenario === 'batched' ? taken : 0n;
      return {
        ...scenarioResult({
          scenario,
          database,
          clients: opts.clients,
          what: 'calls',
          load,
          warm: warm.get(scenario),
          cpu,
          balanceProblem: null,
          log,
        }),
        balanceProblem:
          moved === expected ? null : `the accounts fell by ${moved}, but ${load.ok} calls were answered 200`,
      };
    });
    return { results, verify: { code: 0, output: 'balances checked above' } };
  } finally {
    api.close();
    await server.stop();
  }
}
