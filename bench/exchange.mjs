// `npm run bench -- exchange`: exchanges per second through the HTTP API against pgbench's TPC-B.
import { PAIRS, runExchangeDatabase } from './lib/exchanges.mjs';
import { benchOptions, COMMON_USAGE } from './lib/options.mjs';
import { batchTable, cpuTable, heading, problemLines, resultsTable } from './lib/report.mjs';
import { printHeader, runAgainstPgbench } from './lib/runs.mjs';
import { ensureBuilt } from './lib/server.mjs';

export const summary = 'exchanges/s through the HTTP API (POST /exchange) vs pgbench TPC-B tps on PostgreSQL';

const SCENARIOS = /** @type {const} */ (['one-pair', 'pairs']);

export const usage = `usage: npm run bench -- exchange [options]

${COMMON_USAGE}
  --db LIST           postgres,pglite (default postgres; pgbench always runs on PostgreSQL)
  --scenario LIST     ${SCENARIOS.join(',')} (default both)
  --no-idempotency    exchange without an Idempotency-Key (the web app always sends one)
  --profile DIR       run the servers with node --cpu-prof, writing .cpuprofile files to DIR

Each client is its own user, fetches a quote (GET /api/oracle/rates/{from}/{to}) and then posts
POST /api/exchange of twice the pair's minimum (about 2 EUR) at that rate, again and again.
"one-pair": every client buys BTC with EUR, so every exchange locks the same two inventory accounts.
"pairs": client i exchanges ${PAIRS.map(([f, t]) => `${f}>${t}`).join(', ')} (i mod ${PAIRS.length}).`;

/** @param {string[]} argv */
const options = (argv) => benchOptions(argv, { scenarios: SCENARIOS, defaultDbs: 'postgres' });

/** The server's settings for the run: quotes good for a day, and no daily limit in the way. */
const EXCHANGE_ENV = { RATE_TTL_SECONDS: '86400', EXCHANGE_DAILY_LIMIT_EUR: '1000000000' };

/**
 * @param {string[]} argv arguments after "exchange"
 * @returns {Promise<number>} exit code
 */
export async function main(argv) {
  const opts = options(argv);
  await ensureBuilt();
  await printHeader(
    'exchange bench',
    `${opts.clients} clients, ${opts.seconds} s timed per scenario after ${opts.warmup} s untimed warm-up; ` +
      `each exchange is one POST /exchange at a fetched quote, ${opts.idempotencyKeys ? 'with' : 'WITHOUT'} an Idempotency-Key`,
  );
  const common = {
    clients: opts.clients,
    seconds: opts.seconds,
    warmup: opts.warmup,
    scenarios: opts.scenarios,
    idempotencyKeys: opts.idempotencyKeys,
    nodeArgs: opts.profile ? ['--cpu-prof', '--cpu-prof-dir', opts.profile] : [],
  };
  const { results, reference, verifications } = await runAgainstPgbench(opts, {
    databasePrefix: 'bench_exchange',
    env: EXCHANGE_ENV,
    runDatabase: (database, env) => runExchangeDatabase({ ...common, database, env }),
  });
  return report(opts, results, reference, verifications);
}

/** Prints the table, where the CPU went, every failure and the ledger checks; returns the exit code. */
function report(opts, results, reference, verifications) {
  console.log(heading('results'));
  console.log(resultsTable(results, reference.tps, { what: 'exchanges' }));
  console.log(
    `\npgbench: ${reference.command} on the same PostgreSQL, run right after the API phases` +
      (reference.failed ? ` (${reference.failed} failed transactions)` : ''),
  );
  if (results.some((r) => r.database === 'PGlite')) {
    console.log('PGlite has no pgbench: its ratio is to the PostgreSQL pgbench figure above.');
  }
  console.log('ratio = exchanges/s ÷ pgbench TPC-B tps; the goal is at least 1.0.');

  console.log(heading('where the CPU went (ms of CPU per exchange or per pgbench transaction)'));
  console.log(
    cpuTable([
      ...results.map((r) => /** @type {[string, typeof r.cpu]} */ ([`${r.scenario} ${r.database}`, r.cpu])),
      ['pgbench TPC-B', reference.cpu],
    ]),
  );

  console.log(heading('where the batches went'));
  console.log(batchTable(results.map((r) => [`${r.scenario} ${r.database}`, r.batches, r.seconds])));

  const problems = problemLines(results);
  console.log(heading('failures'));
  if (problems.length) for (const p of problems) console.log(`  ${p}`);
  else console.log("  none: every exchange was answered 200 and each seller's balance fell by exactly what was sold");

  console.log(heading('ops ledger verify'));
  for (const v of verifications) console.log(`  ${v.database}: exit ${v.code}: ${v.output.split('\n').join('\n    ')}`);
  if (opts.profile) console.log(`\nserver CPU profiles (.cpuprofile) are in ${opts.profile}`);
  const failed = problems.length > 0 || verifications.some((v) => v.code !== 0);
  if (failed) console.log('\nThe bench FAILED: see the failures and ledger checks above.');
  return failed ? 1 : 0;
}
