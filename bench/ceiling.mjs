// `npm run bench -- ceiling`: the fastest an HTTP money call can be on this machine, against pgbench's TPC-B.
// The same clients, load loop and pgbench run as the ledger bench, against a server that does nothing but the
// HTTP and one batched statement (lib/ceiling-server.mjs): what any money API here stays under.
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { Api } from './lib/http.mjs';
import { byTurns, runPosts, scenarioResult, timedLine } from './lib/load.mjs';
import { benchOptions, COMMON_USAGE } from './lib/options.mjs';
import { psql } from './lib/postgres.mjs';
import { cpuTable, heading, problemLines, rate, ratio, resultsTable } from './lib/report.mjs';
import { printHeader, runAgainstPgbench } from './lib/runs.mjs';
import { benchEnv, startServer } from './lib/server.mjs';

export const summary = 'the floor: a bare HTTP server with one batched statement per batch, vs pgbench TPC-B tps';

const SCENARIOS = /** @type {const} */ (['answer', 'batched', 'rows']);
const CEILING_SERVER = join(root, 'bench/lib/ceiling-server.mjs');

export const usage = `usage: npm run bench -- ceiling [options]

${COMMON_USAGE}

A server with no framework, session or checks (bench/lib/ceiling-server.mjs) on a fresh PostgreSQL database.
"answer": POST /answer is answered at once (HTTP alone). "batched": POST /batched is queued, and one batch
at a time runs one statement, committed, that takes 1 from each call's account and writes a row per call
(group commit at its barest). "rows": the same, writing what a Coffer send writes, as plain rows: a key with
its answer, the transfer, two postings, two balances, the record, two history entries in seven indexes each
and a notification. Each client posts for accounts of its own. pgbench's TPC-B follows on the same PostgreSQL
with the same client count. A money API that does more than "batched" stays below it; one that writes a send's
rows stays below "rows".`;

/** @param {string[]} argv */
const options = (argv) => benchOptions(argv, { scenarios: SCENARIOS, defaultDbs: 'postgres' });

/**
 * The tables: the accounts, the bare scenario's moves, and a send's rows with the indexes Coffer gives them
 * (a history entry in seven B-trees: its key, its number per account, its transfer, and four by time).
 */
const SCHEMA = `
  CREATE TABLE ceiling_accounts (id int PRIMARY KEY, balance numeric NOT NULL);
  CREATE TABLE ceiling_moves (id bigserial PRIMARY KEY, account int NOT NULL, amount numeric NOT NULL);
  CREATE TABLE ceiling_keys (key uuid PRIMARY KEY, answer jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE ceiling_transfers (id uuid PRIMARY KEY, amount numeric NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE ceiling_postings (id bigserial PRIMARY KEY, transfer_id uuid NOT NULL REFERENCES ceiling_transfers (id),
    account int NOT NULL REFERENCES ceiling_accounts (id), amount numeric NOT NULL);
  CREATE INDEX ON ceiling_postings (account, id);
  CREATE TABLE ceiling_records (id bigserial PRIMARY KEY, transfer_id uuid NOT NULL, account int NOT NULL,
    receiver int NOT NULL, amount numeric NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  CREATE INDEX ON ceiling_records (account, created_at);
  CREATE INDEX ON ceiling_records (receiver, created_at);
  CREATE SEQUENCE ceiling_entry_seq;
  CREATE TABLE ceiling_entries (id bigserial PRIMARY KEY, account int NOT NULL, seq bigint NOT NULL, kind text NOT NULL,
    transfer_id uuid NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  CREATE UNIQUE INDEX ON ceiling_entries (account, seq);
  CREATE INDEX ON ceiling_entries (transfer_id);
  CREATE INDEX ON ceiling_entries (account, created_at, seq);
  CREATE INDEX ON ceiling_entries (account, kind, created_at, seq);
  CREATE INDEX ON ceiling_entries (kind, created_at);
  CREATE INDEX ON ceiling_entries (created_at);
  CREATE TABLE ceiling_notifications (id bigserial PRIMARY KEY, account int NOT NULL, transfer_id uuid NOT NULL,
    read boolean NOT NULL DEFAULT false, created_at timestamptz NOT NULL DEFAULT now());
  CREATE INDEX ON ceiling_notifications (account, created_at);
  CREATE INDEX ON ceiling_notifications (account) WHERE NOT read;`;

/** Each account's opening balance: far more than any run takes. */
const OPENING = 1_000_000_000_000n;

/**
 * @param {string[]} argv arguments after "ceiling"
 * @returns {Promise<number>} exit code
 */
export async function main(argv) {
  const opts = options(argv);
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
  console.log('');
  for (const scenario of ['batched', 'rows']) {
    const r = results.find((x) => x.scenario === scenario);
    if (r) console.log(`ceiling: ${scenario} ${rate(r.tps)} calls/s, ${ratio(r.tps / reference.tps)} x pgbench TPC-B`);
  }
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
  const n = opts.clients;
  await psql(`${SCHEMA} INSERT INTO ceiling_accounts SELECT g, ${OPENING} FROM generate_series(1, ${3 * n}) g`, name);
  /** The sum of the balances of accounts first to first + n - 1. */
  const sum = async (first) =>
    BigInt(
      await psql(`SELECT sum(balance) FROM ceiling_accounts WHERE id BETWEEN ${first} AND ${first + n - 1}`, name),
    );
  const log = (line) => console.log(`[${database}] ${line}`);
  const server = await startServer(benchEnv(env), { script: CEILING_SERVER });
  log(`ceiling server pid ${server.pid} at ${server.url}`);
  const api = new Api(server.url, n + 4);
  try {
    // Client i: "batched" from account i; "rows" from account n + i to account 2n + i (accounts count from 1).
    const posts = (scenario) =>
      Array.from({ length: n }, (_, i) => ({
        token: 'none',
        path: `/${scenario}`,
        body: scenario === 'rows' ? { account: n + i + 1, to: 2 * n + i + 1 } : { account: i + 1 },
      }));
    const warm = new Map();
    for (const scenario of opts.scenarios) {
      warm.set(scenario, await runPosts(api, posts(scenario), { seconds: opts.warmup, idempotencyKeys: false }));
    }
    const before = await Promise.all([1, n + 1, 2 * n + 1].map(sum));
    log(timedLine(opts.scenarios, opts.clients, opts.seconds));
    const timed = await byTurns(opts.scenarios, { seconds: opts.seconds, serverPid: server.pid }, (scenario, seconds) =>
      runPosts(api, posts(scenario), { seconds, idempotencyKeys: false }),
    );
    const after = await Promise.all([1, n + 1, 2 * n + 1].map(sum));
    // What each scenario's accounts moved by: "batched" and "rows" take 1 per call, "rows" gives it to receivers.
    const moved = {
      answer: [0n],
      batched: [before[0] - after[0]],
      rows: [before[1] - after[1], after[2] - before[2]],
    };
    const results = [...timed].map(([scenario, { load, cpu }]) => {
      const expected = scenario === 'answer' ? 0n : BigInt(load.ok);
      const wrong = moved[scenario].some((m) => m !== expected);
      return scenarioResult({
        scenario,
        database,
        clients: n,
        what: 'calls',
        load,
        warm: warm.get(scenario),
        cpu,
        balanceProblem: wrong ? `the accounts moved by ${moved[scenario].join(' and ')}, not ${expected}` : null,
        log,
      });
    });
    return { results, verify: { code: 0, output: 'balances checked above' } };
  } finally {
    api.close();
    await server.stop();
  }
}
