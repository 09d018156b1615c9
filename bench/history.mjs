// `npm run bench -- history`: a page deep in a million-row history costs what the first page costs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAccount } from './lib/accounts.mjs';
import { cleanupOnSignals, onCleanup } from './lib/cleanup.mjs';
import { Connection } from './lib/connection.mjs';
import { STEP_SECONDS, seedPglite, seedPostgres, seedStatements } from './lib/history-seed.mjs';
import { Api } from './lib/http.mjs';
import { quantile } from './lib/load.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { heading, ms, ratio, table } from './lib/report.mjs';
import { printHeader } from './lib/runs.mjs';
import { benchEnv, ensureBuilt, startServer } from './lib/server.mjs';

export const summary = 'first page vs deep and filtered pages of a 1,000,000-row history (p50/p99 ratios)';

export const usage = `usage: npm run bench -- history [options]

  --rows N       transactions of the one user (default 1000000)
  --requests N   timed requests of each page (default 3000, interleaved in a new random order each
                 round, after 200 untimed rounds: a p99 is then the 30th worst)
  --db LIST      postgres,pglite (default both)

Pages (limit 10 each), on GET /api/transaction (offset pages, the spec's list) and on
GET /api/wallet/{id}/history (cursor pages): the first page; the page at offset rows - 10; a page
filtered by type and by one day deep in the history; a history page from a cursor deep in the history.
Every ratio is that page's latency over the first page's of the same endpoint, at p50 and at p99.`;

/** @param {string[]} argv */
function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      rows: { type: 'string', default: '1000000' },
      requests: { type: 'string', default: '3000' },
      db: { type: 'string', default: 'postgres,pglite' },
    },
  });
  const rows = Number(values.rows);
  const requests = Number(values.requests);
  const dbs = values.db.split(',').map((s) => s.trim());
  if (!Number.isInteger(rows) || rows < 100) throw new Error('--rows must be a whole number ≥ 100');
  if (!Number.isInteger(requests) || requests < 10) throw new Error('--requests must be a whole number ≥ 10');
  if (dbs.some((d) => d !== 'postgres' && d !== 'pglite')) throw new Error('--db takes postgres and/or pglite');
  return { rows, requests, dbs };
}

/** A UTC day about 5% into the seeded history (the seed ends an hour ago, one row per STEP_SECONDS). */
function deepDay(rows) {
  const start = Date.now() - 3_600_000 - rows * STEP_SECONDS * 1000;
  const day = new Date(start + rows * STEP_SECONDS * 1000 * 0.05);
  return day.toISOString().slice(0, 10);
}

/**
 * The pages to time for one user: `[name, endpoint, path]`; the baseline of each endpoint is its
 * "first page".
 * @param {Api} api
 * @param {import('./lib/accounts.mjs').Account} account
 * @param {number} rows
 */
async function pages(api, account, rows) {
  const day = deepDay(rows);
  const history = `/api/wallet/${account.walletId}/history`;
  // A cursor deep in the history: the last row of the page ending with that day.
  const deep = await api.ok('deep cursor', 'GET', `${history}?limit=10&toDate=${day}`, { token: account.token });
  if (!deep.nextCursor) throw new Error('no cursor deep in the history');
  return [
    ['first page', 'transactions', '/api/transaction?limit=10'],
    [`offset ${rows - 10}`, 'transactions', `/api/transaction?limit=10&offset=${rows - 10}`],
    [`DEPOSIT on ${day}`, 'transactions', `/api/transaction?limit=10&type=DEPOSIT&fromDate=${day}&toDate=${day}`],
    ['first page', 'history', `${history}?limit=10`],
    [`DEPOSIT on ${day}`, 'history', `${history}?limit=10&type=DEPOSIT&fromDate=${day}&toDate=${day}`],
    ['cursor deep', 'history', `${history}?limit=10&cursor=${deep.nextCursor}`],
  ];
}

/**
 * Untimed rounds first: the server's code and the database's caches warm up over the first thousand or so
 * requests (with 5 rounds, the first tenth of the timed requests had three to five times the slow ones).
 */
const WARM_UP_ROUNDS = 200;

/**
 * Shuffles in place (Fisher-Yates).
 * @param {number[]} values
 */
function shuffle(values) {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [values[i], values[j]] = [/** @type {number} */ (values[j]), /** @type {number} */ (values[i])];
  }
}

/**
 * Times every page `requests` times, interleaved so that load elsewhere falls on all pages alike.
 * @returns {Promise<{ name: string, endpoint: string, p50: number, p99: number, items: number }[]>}
 */
async function timePages(api, token, list, requests) {
  const samples = list.map(() => /** @type {number[]} */ ([]));
  const items = list.map(() => 0);
  const order = list.map((_, i) => i);
  // The bench's own lean connection (decision 0047): node:http's client spent a tenth of a millisecond and more
  // of this process's CPU per request, and its pauses landed in the timed requests' tail (decision 0057).
  const connection = await Connection.open(api.host, api.port);
  const headers = { authorization: `Bearer ${token}` };
  try {
    for (let round = -WARM_UP_ROUNDS; round < requests; round++) {
      // A new order each round: a pause that recurs every so many requests (a garbage collection in the
      // server or in this process) then falls on every page alike, not on the one a fixed order puts there.
      shuffle(order);
      for (const i of order) {
        const path = /** @type {string} */ (list[i]?.[2]);
        const t0 = performance.now();
        const res = await connection.get(path, headers);
        const took = performance.now() - t0;
        if (res.status !== 200) throw new Error(`GET ${path}: HTTP ${res.status} ${res.body}`);
        const body = JSON.parse(res.body);
        items[i] = Array.isArray(body) ? body.length : body.items.length;
        if (round >= 0) samples[i]?.push(took); // the rounds before 0 warm up
      }
    }
  } finally {
    connection.close();
  }
  return list.map(([name, endpoint], i) => ({
    name,
    endpoint,
    p50: quantile(samples[i] ?? [], 0.5),
    p99: quantile(samples[i] ?? [], 0.99),
    items: items[i] ?? 0,
  }));
}

/**
 * One database: a server, a user with `rows` transactions, the timed pages.
 * @param {string} database
 * @param {Record<string, string | undefined>} env
 * @param {(statements: string[]) => Promise<void>} seed
 * @param {boolean} restartToSeed PGlite has one owner: stop the server while seeding
 */
async function runDatabase(database, env, seed, opts, restartToSeed) {
  const log = (line) => console.log(`[${database}] ${line}`);
  let server = await startServer(env);
  let api = new Api(server.url, 2);
  const account = await createAccount(api, 'history@bench.test', 'History');
  const t0 = performance.now();
  if (restartToSeed) {
    api.close();
    await server.stop();
  }
  await seed(seedStatements({ walletId: account.walletId, count: opts.rows }));
  log(`seeded ${opts.rows} transactions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (restartToSeed) {
    server = await startServer(env);
    api = new Api(server.url, 2);
  }
  try {
    const list = await pages(api, account, opts.rows);
    log(`timing ${list.length} pages × ${opts.requests} requests...`);
    return (await timePages(api, account.token, list, opts.requests)).map((r) => ({ ...r, database }));
  } finally {
    api.close();
    await server.stop();
  }
}

/** @param {string[]} argv */
export async function main(argv) {
  const opts = options(argv);
  cleanupOnSignals();
  await ensureBuilt();
  await printHeader('history bench', `${opts.rows} transactions, ${opts.requests} timed requests per page`);
  const results = [];
  if (opts.dbs.includes('postgres')) {
    const db = await createDatabase('bench_history');
    const env = benchEnv({ DATABASE_URL: db.url });
    results.push(...(await runDatabase('PostgreSQL', env, (s) => seedPostgres(db.name, s), opts, false)));
    await db.drop();
  }
  if (opts.dbs.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-bench-history-'));
    const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
    const forget = onCleanup(`remove ${dataDir}`, removeDir);
    const env = benchEnv({ DATA_DIR: dataDir, DATABASE_URL: '' });
    results.push(...(await runDatabase('PGlite', env, (s) => seedPglite(dataDir, s), opts, true)));
    removeDir();
    forget();
  }
  return report(results);
}

function report(results) {
  console.log(heading('results'));
  let worst = 0;
  const rows = results.map((r) => {
    const first = results.find(
      (f) => f.database === r.database && f.endpoint === r.endpoint && f.name === 'first page',
    );
    const r50 = first ? r.p50 / first.p50 : Number.NaN;
    const r99 = first ? r.p99 / first.p99 : Number.NaN;
    if (r !== first) worst = Math.max(worst, r50, r99);
    return [r.database, r.endpoint, r.name, String(r.items), ms(r.p50), ms(r.p99), ratio(r50), ratio(r99)];
  });
  console.log(table(['database', 'endpoint', 'page', 'rows', 'p50 ms', 'p99 ms', 'p50 ratio', 'p99 ratio'], rows));
  console.log("\nratio = the page's latency ÷ the same endpoint's first page; the goal is at most 1.2.");
  console.log(`history: worst deep/first ratio ${worst.toFixed(2)}`);
  return 0;
}
