// One database's part of the exchange bench: start a server, set up funded accounts, run the scenarios.
import { createAccount, mapLimit } from './accounts.mjs';
import { Api } from './http.mjs';
import { byTurns, runPosts, scenarioResult, timedLine } from './load.mjs';
import { runOps, startServer } from './server.mjs';

/** Pairs with no coin in common, so their exchanges touch different inventory accounts. */
export const PAIRS = [
  ['EUR', 'BTC'],
  ['GBP', 'ETH'],
  ['LTC', 'BCH'],
  ['DASH', 'XRP'],
  ['USDT', 'USDC'],
  ['DAI', 'QASH'],
  ['MATIC', 'AMN'],
];

/** Each exchange sells twice the pair's minAmount (about 2 EUR); each lane is funded for this many. */
const EXCHANGES_FUNDED = 100_000n;

/**
 * @typedef {object} Lane one client: its own account selling `amount` of `from` for `to`, again and again
 * @property {import('./accounts.mjs').Account} account
 * @property {string} from
 * @property {string} to
 * @property {string} fromWalletId
 * @property {string} toWalletId
 * @property {string} amount as sent, at the pair's precision
 * @property {bigint} atomic the amount in the from-coin's atomic units
 * @property {number} decimals the from-coin's decimals
 */

/** @param {string} text @param {number} decimals */
function toAtomic(text, decimals) {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** @param {bigint} atomic @param {number} decimals */
function fromAtomic(atomic, decimals) {
  if (decimals === 0) return atomic.toString();
  const digits = atomic.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * The lanes of a scenario: "one-pair" has every client buy BTC with EUR (every exchange locks the same
 * two inventory accounts); "pairs" gives client i the pair i mod 7 of PAIRS.
 * @param {Api} api
 * @param {Record<string, string | undefined>} env
 * @param {'one-pair' | 'pairs'} scenario
 * @param {number} clients
 * @returns {Promise<Lane[]>}
 */
async function setUpLanes(api, env, scenario, clients) {
  const pairs = Array.from({ length: clients }, (_, i) =>
    scenario === 'one-pair' ? PAIRS[0] : PAIRS[i % PAIRS.length],
  );
  return mapLimit(pairs, 4, async ([from, to], i) => {
    const account = await createAccount(api, `bench-${scenario}-${i}@bench.test`, `${scenario}${i}`);
    // Sign-up opened AMN and createAccount EUR; the other coins are opened here.
    const held = await api.ok('wallets', 'GET', '/api/wallet', { token: account.token });
    const wallet = async (coin) =>
      held.find((w) => w.coin.code === coin) ??
      api.ok(`open ${coin}`, 'POST', '/api/wallet', { token: account.token, body: { coinCode: coin } });
    const [fromWallet, toWallet] = [await wallet(from), await wallet(to)];
    const rate = await api.ok('quote', 'GET', `/api/oracle/rates/${from}/${to}`, { token: account.token });
    const precision = rate.precisionAmount;
    const amount = fromAtomic(toAtomic(rate.minAmount, precision) * 2n, precision);
    const decimals = fromWallet.coin.decimals;
    const atomic = toAtomic(amount, decimals);
    const funding = fromAtomic(atomic * EXCHANGES_FUNDED, decimals);
    const res = await runOps(env, ['deposit', account.email, from, funding]);
    if (res.code !== 0 || !/CONFIRMED/.test(res.output)) {
      throw new Error(
        `ops deposit of ${funding} ${from} for ${account.email} failed (exit ${res.code}): ${res.output}`,
      );
    }
    return { account, from, to, fromWalletId: fromWallet.id, toWalletId: toWallet.id, amount, atomic, decimals };
  });
}

/**
 * Each client fetches its pair's quote, then posts exchanges at that rate (the server runs with a long
 * RATE_TTL_SECONDS, so the quote stays valid through the phase).
 * @param {Api} api
 * @param {Lane[]} lanes
 */
async function postsFor(api, lanes) {
  return Promise.all(
    lanes.map(async (lane) => {
      const { rate } = await api.ok('quote', 'GET', `/api/oracle/rates/${lane.from}/${lane.to}`, {
        token: lane.account.token,
      });
      return {
        token: lane.account.token,
        path: '/api/exchange',
        body: { walletFromId: lane.fromWalletId, walletToId: lane.toWalletId, amount: lane.amount, rate },
      };
    }),
  );
}

/** @param {Api} api @param {Lane} lane */
async function fromBalance(api, lane) {
  const wallets = await api.ok('wallets', 'GET', '/api/wallet', { token: lane.account.token });
  const wallet = wallets.find((w) => w.id === lane.fromWalletId);
  return toAtomic(String(wallet.balance), lane.decimals);
}

/**
 * Starts a server with `env`, sets up each scenario's lanes and warms it up (untimed), runs the timed
 * loads by turns (`byTurns`), checks every seller's balance fell by exactly what the 200 answers sold, verifies the ledger.
 * @param {{ database: string, env: Record<string, string | undefined>, clients: number, seconds: number,
 *   warmup: number, scenarios: ('one-pair' | 'pairs')[], idempotencyKeys: boolean, nodeArgs: string[] }} options
 */
export async function runExchangeDatabase(options) {
  const { database, env, clients, seconds, warmup, idempotencyKeys } = options;
  const log = (line) => console.log(`[${database}] ${line}`);
  const server = await startServer(env, { nodeArgs: options.nodeArgs });
  log(`server pid ${server.pid} at ${server.url}`);
  const api = new Api(server.url, clients + 4);
  try {
    // Each scenario's lanes set up and warmed up (untimed), then the timed loads by turns.
    const prepared = [];
    for (const scenario of options.scenarios) {
      const t0 = performance.now();
      const lanes = await setUpLanes(api, env, scenario, clients);
      log(
        `${scenario}: ${clients} accounts funded for ${EXCHANGES_FUNDED} exchanges each ` +
          `(${[...new Set(lanes.map((l) => `${l.from}>${l.to}`))].join(', ')}; ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
      const warm =
        warmup > 0 ? await runPosts(api, await postsFor(api, lanes), { seconds: warmup, idempotencyKeys }) : null;
      const posts = await postsFor(api, lanes);
      const before = await Promise.all(lanes.map((lane) => fromBalance(api, lane)));
      prepared.push({ scenario, lanes, warm, posts, before });
    }
    log(timedLine(options.scenarios, clients, seconds));
    const byScenario = new Map(prepared.map((p) => [p.scenario, p]));
    const timed = await byTurns(
      options.scenarios,
      { seconds, serverPid: server.pid, batchStats: server.batchStats },
      (scenario, slice) =>
        runPosts(api, /** @type {NonNullable<ReturnType<typeof byScenario.get>>} */ (byScenario.get(scenario)).posts, {
          seconds: slice,
          idempotencyKeys,
        }),
    );
    const results = [];
    for (const { scenario, lanes, warm, before } of prepared) {
      const { load, cpu, batches } = /** @type {NonNullable<ReturnType<typeof timed.get>>} */ (timed.get(scenario));
      const after = await Promise.all(lanes.map((lane) => fromBalance(api, lane)));
      const wrong = lanes
        .map((lane, i) => ({ lane, moved: before[i] - after[i], expected: BigInt(load.perLane[i]) * lane.atomic }))
        .filter((x) => x.moved !== x.expected)
        .map((x) => `${x.lane.account.email}: ${x.lane.from} fell by ${x.moved} units, ${x.expected} expected`);
      results.push(
        scenarioResult({
          scenario,
          database,
          clients,
          what: 'exchanges',
          load,
          warm,
          cpu,
          batches,
          balanceProblem: wrong.length ? wrong.join('; ') : null,
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
