// One database's part of the ledger bench: start a server on it, set up accounts, run the scenarios.
import { balanceCents, createAccount, deposit, mapLimit, trustRecipient } from './accounts.mjs';
import { Api } from './http.mjs';
import { byTurns, runLoad, scenarioResult, timedLine } from './load.mjs';
import { runOps, startServer } from './server.mjs';

/** Each timed send moves one cent; every sender gets a million euros, far more than any run can spend. */
export const AMOUNT = '0.01';
const FUNDING = '1000000';

/**
 * @typedef {object} ScenarioResult
 * @property {'spread' | 'hot'} scenario
 * @property {string} database 'PostgreSQL' or 'PGlite'
 * @property {number} clients
 * @property {number} ok transfers answered 200
 * @property {number} seconds measured wall time
 * @property {number} tps ok / seconds
 * @property {number} p50 median latency of a 200 answer (ms)
 * @property {number} p99
 * @property {Map<string, number>} failures non-200 answers of the timed phase
 * @property {Map<string, number>} warmupFailures non-200 answers of the untimed warm-up
 * @property {string | null} balanceProblem set when the senders' balances moved by another amount than ok × AMOUNT
 * @property {import('./machine.mjs').CpuShare | null} cpu where the CPU went during the timed phase
 * @property {import('./server.mjs').BatchStats | null} batches the batches the server wrote during the timed phase
 */

/**
 * @typedef {object} DatabaseRun
 * @property {ScenarioResult[]} results
 * @property {{ code: number, output: string }} verify `ops ledger verify` on this database
 */

/**
 * The accounts of one database: sender i sends to receiver i (spread); the hot wallet sends to every
 * receiver, one client per receiver, so every transfer debits the same ledger account.
 * @param {Api} api
 * @param {Record<string, string | undefined>} env
 * @param {number} clients
 * @param {(line: string) => void} log
 */
async function setUp(api, env, clients, log) {
  const t0 = performance.now();
  const names = [
    ...Array.from({ length: clients }, (_, i) => `sender${i}`),
    ...Array.from({ length: clients }, (_, i) => `receiver${i}`),
    'hot',
  ];
  const accounts = await mapLimit(names, 4, (name) => createAccount(api, `bench-${name}@bench.test`, name));
  const senders = accounts.slice(0, clients);
  const receivers = accounts.slice(clients, 2 * clients);
  const hot = /** @type {import('./accounts.mjs').Account} */ (accounts[2 * clients]);
  await mapLimit([...senders, hot], 3, (account) => deposit(env, account, FUNDING));
  await mapLimit(senders, 4, (sender, i) => trustRecipient(api, sender, receivers[i], AMOUNT));
  // One at a time: a new send code replaces the sender's previous one.
  await mapLimit(receivers, 1, (receiver) => trustRecipient(api, hot, receiver, AMOUNT));
  log(
    `set up ${accounts.length} accounts, funded ${senders.length + 1} senders with ${FUNDING} EUR, ` +
      `${2 * clients} coded sends to trust the recipients (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  return {
    spread: senders.map((sender, i) => ({ sender, receiver: receivers[i] })),
    hot: receivers.map((receiver) => ({ sender: hot, receiver })),
  };
}

/**
 * Starts a server with `env`, sets up, warms each scenario up (untimed), runs their timed loads by turns
 * (`byTurns`), verifies the ledger, and stops the server.
 * @param {object} options
 * @param {string} options.database label for the report
 * @param {Record<string, string | undefined>} options.env
 * @param {number} options.clients
 * @param {number} options.seconds
 * @param {number} options.warmup seconds of untimed load before each timed phase
 * @param {('spread' | 'hot')[]} options.scenarios
 * @param {boolean} options.idempotencyKeys
 * @param {string[]} options.nodeArgs extra node flags for the server (profiling)
 * @returns {Promise<DatabaseRun>}
 */
export async function runDatabase(options) {
  const { database, env, clients, seconds, warmup } = options;
  const log = (line) => console.log(`[${database}] ${line}`);
  const server = await startServer(env, { nodeArgs: options.nodeArgs });
  log(`server pid ${server.pid} at ${server.url}`);
  const api = new Api(server.url, clients + 4);
  try {
    const lanes = await setUp(api, env, clients, log);
    const loadOptions = { amount: AMOUNT, idempotencyKeys: options.idempotencyKeys };
    // Each scenario warmed up (untimed) and its senders' balances read, before the timed turns.
    const warmed = [];
    for (const scenario of options.scenarios) {
      const warm = warmup > 0 ? await runLoad(api, lanes[scenario], { ...loadOptions, seconds: warmup }) : undefined;
      warmed.push({ scenario, warm, before: await sumBalances(api, sendersOf(lanes[scenario])) });
    }
    log(timedLine(options.scenarios, clients, seconds));
    const timed = await byTurns(
      options.scenarios,
      { seconds, serverPid: server.pid, batchStats: server.batchStats },
      (scenario, slice) => runLoad(api, lanes[scenario], { ...loadOptions, seconds: slice }),
    );
    /** @type {ScenarioResult[]} */
    const results = [];
    for (const { scenario, warm, before } of warmed) {
      const { load, cpu, batches } = /** @type {NonNullable<ReturnType<typeof timed.get>>} */ (timed.get(scenario));
      const moved = before - (await sumBalances(api, sendersOf(lanes[scenario])));
      const expected = BigInt(load.ok) * 1n;
      results.push(
        scenarioResult({
          scenario,
          database,
          clients,
          what: 'transfers',
          load,
          warm,
          cpu,
          batches,
          balanceProblem:
            moved === expected
              ? null
              : `senders' balances fell by ${moved} cents, but ${load.ok} transfers of 1 cent were answered 200`,
          log,
        }),
      );
    }
    const verify = await runOps(env, ['ledger', 'verify']);
    log(`ops ledger verify: exit ${verify.code}`);
    return { results, verify };
  } finally {
    api.close();
    await server.stop();
  }
}

/** @param {{ sender: import('./accounts.mjs').Account }[]} lanes */
const sendersOf = (lanes) => [...new Set(lanes.map((l) => l.sender))];

/**
 * @param {Api} api
 * @param {import('./accounts.mjs').Account[]} accounts
 */
async function sumBalances(api, accounts) {
  let total = 0n;
  for (const account of accounts) total += await balanceCents(api, account);
  return total;
}
