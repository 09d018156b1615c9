// `npm run bench -- ledger`: internal transfers per second through the HTTP API against pgbench's TPC-B.
import { availableParallelism } from 'node:os';
import { benchOptions, COMMON_USAGE } from './lib/options.mjs';
import { batchTable, cpuTable, heading, problemLines, rate, ratio, resultsTable } from './lib/report.mjs';
import { printHeader, runAgainstPgbench } from './lib/runs.mjs';
import { AMOUNT, runDatabase } from './lib/scenarios.mjs';
import { ensureBuilt } from './lib/server.mjs';

export const summary = 'internal transfers/s through the HTTP API vs pgbench TPC-B tps (PostgreSQL and PGlite)';

export const usage = `usage: npm run bench -- ledger [options]

${COMMON_USAGE}
  --db LIST           postgres,pglite (default both; pgbench always runs on PostgreSQL)
  --scenario LIST     spread,hot (default both)
  --no-idempotency    send without an Idempotency-Key (the web app always sends one)
  --profile DIR       run the servers with node --cpu-prof, writing .cpuprofile files to DIR

Scenarios: "spread" has each client send from its own wallet to its own recipient; "hot" has every
client send from one shared wallet (one ledger account debited by every transfer).
Each transfer is POST /api/wallet/{id}/send of ${AMOUNT} EUR to an already trusted recipient (no code).`;

/** @param {string[]} argv */
const options = (argv) => benchOptions(argv, { scenarios: ['spread', 'hot'], defaultDbs: 'postgres,pglite' });

/**
 * @param {string[]} argv arguments after "ledger"
 * @returns {Promise<number>} exit code
 */
export async function main(argv) {
  const opts = options(argv);
  await ensureBuilt();
  await printHeader(
    'ledger bench',
    `${opts.clients} clients, ${opts.seconds} s timed per scenario after ${opts.warmup} s untimed warm-up; ` +
      `each transfer is one POST /send of ${AMOUNT} EUR, ${opts.idempotencyKeys ? 'with' : 'WITHOUT'} an Idempotency-Key`,
  );
  const nodeArgs = opts.profile ? ['--cpu-prof', '--cpu-prof-dir', opts.profile] : [];
  const common = {
    clients: opts.clients,
    seconds: opts.seconds,
    warmup: opts.warmup,
    scenarios: opts.scenarios,
    idempotencyKeys: opts.idempotencyKeys,
    nodeArgs,
  };

  const { results, reference, verifications } = await runAgainstPgbench(opts, {
    databasePrefix: 'bench',
    env: {},
    runDatabase: (database, env) => runDatabase({ ...common, database, env }),
  });
  return report(opts, results, reference, verifications);
}

/**
 * Prints the table, every failure and the ledger checks; returns the exit code.
 * @param {ReturnType<typeof options>} opts
 * @param {import('./lib/scenarios.mjs').ScenarioResult[]} results
 * @param {{ tps: number, command: string, failed: number, cpu: import('./lib/machine.mjs').CpuShare | null }} reference
 * @param {{ database: string, code: number, output: string }[]} verifications
 */
function report(opts, results, reference, verifications) {
  console.log(heading('results'));
  console.log(resultsTable(results, reference.tps, { what: 'transfers', name: scenarioName }));
  console.log(
    `\npgbench: ${reference.command} on the same PostgreSQL, run right after the API phases` +
      (reference.failed ? ` (${reference.failed} failed transactions)` : ''),
  );
  if (results.some((r) => r.database === 'PGlite')) {
    console.log('PGlite has no pgbench: its ratio is to the PostgreSQL pgbench figure above.');
  }
  console.log('ratio = transfers/s ÷ pgbench TPC-B tps.');
  console.log(heading('goals (issue 13)'));
  for (const line of goalLines(results, reference.tps)) console.log(`  ${line}`);

  console.log(heading('where the CPU went (ms of CPU per transfer or per pgbench transaction)'));
  console.log(
    cpuTable([
      ...results.map(
        (r) =>
          /** @type {[string, typeof r.cpu]} */ ([
            `${r.scenario === 'hot' ? 'hot wallet' : 'spread'} ${r.database}`,
            r.cpu,
          ]),
      ),
      ['pgbench TPC-B', reference.cpu],
    ]),
  );
  console.log(
    '(client: this bench process, or pgbench; PostgreSQL: every postgres process on the machine; ' +
      `other processes: CPUs of ${availableParallelism()} that anything else used meanwhile, on average)`,
  );

  console.log(heading('where the batches went'));
  console.log(batchTable(results.map((r) => [`${scenarioName(r)} ${r.database}`, r.batches, r.seconds])));

  let failed = false;
  const problems = problemLines(results);
  console.log(heading('failures'));
  if (problems.length) {
    failed = true;
    for (const p of problems) console.log(`  ${p}`);
  } else {
    console.log("  none: every send was answered 200 and the senders' balances fell by exactly what was sent");
  }

  console.log(heading('ops ledger verify'));
  for (const v of verifications) {
    console.log(`  ${v.database}: exit ${v.code}: ${v.output.split('\n').join('\n    ')}`);
    if (v.code !== 0) failed = true;
  }
  if (opts.profile) console.log(`\nserver CPU profiles (.cpuprofile) are in ${opts.profile}`);
  if (failed) console.log('\nThe bench FAILED: see the failures and ledger checks above.');
  return failed ? 1 : 0;
}

/** @param {{ scenario: string }} r */
const scenarioName = (r) => (r.scenario === 'hot' ? 'hot wallet' : 'spread');

/** The goal for sends on PostgreSQL, as a ratio to pgbench TPC-B in the same run. */
export const POSTGRES_GOAL = 1.5;
/** The hot wallet's goal, as a ratio to the spread case on the same database. */
export const HOT_GOAL = 0.8;
/** PGlite's goal, in transfers per second through the HTTP API. */
export const PGLITE_GOAL = 500;

/**
 * One line per goal the results can speak to: "meets" or "misses", with the figure measured.
 * @param {import('./lib/scenarios.mjs').ScenarioResult[]} results
 * @param {number} tpcb pgbench TPC-B tps of the same run
 */
export function goalLines(results, tpcb) {
  const verdict = (ok) => (ok ? 'meets' : 'misses');
  const lines = [];
  for (const r of results) {
    const name = `${r.scenario === 'hot' ? 'hot wallet' : 'spread'} on ${r.database}`;
    if (r.database === 'PGlite') {
      lines.push(`${name} ${verdict(r.tps >= PGLITE_GOAL)} the goal of ${PGLITE_GOAL} transfers/s (${rate(r.tps)})`);
    } else {
      const x = r.tps / tpcb;
      lines.push(`${name} ${verdict(x >= POSTGRES_GOAL)} the goal of ${POSTGRES_GOAL} x TPC-B (${ratio(x)})`);
    }
  }
  for (const hot of results.filter((r) => r.scenario === 'hot')) {
    const spread = results.find((r) => r.scenario === 'spread' && r.database === hot.database);
    if (!spread) continue;
    const x = hot.tps / spread.tps;
    lines.push(
      `hot wallet on ${hot.database} ${verdict(x >= HOT_GOAL)} the goal of ${HOT_GOAL} x spread (${ratio(x)})`,
    );
  }
  return lines;
}
