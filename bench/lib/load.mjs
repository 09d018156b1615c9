// The measured loop: N clients, each sending one POST (a send, an exchange) back to back on its own keep-alive connection.
import { randomUUID } from 'node:crypto';
import { Connection } from './connection.mjs';
import { failureLabel } from './http.mjs';
import { cpuMeter } from './machine.mjs';

/**
 * @typedef {object} Lane one client's fixed send: from a wallet to a trusted recipient
 * @property {import('./accounts.mjs').Account} sender
 * @property {import('./accounts.mjs').Account} receiver
 */

/**
 * @typedef {object} LoadResult
 * @property {number} ok transfers answered 200
 * @property {Map<string, number>} failures every other answer, counted by "status code"
 * @property {number} seconds wall time from the first request to the last answer
 * @property {number[]} latencies milliseconds of each 200 answer
 */

/**
 * Every lane sends `amount` again and again until `seconds` have passed; a request still running at
 * the deadline finishes and counts, and the elapsed time runs to its answer.
 * @param {import('./http.mjs').Api} api
 * @param {Lane[]} lanes
 * @param {{ seconds: number, amount: string, idempotencyKeys: boolean }} options
 * @returns {Promise<LoadResult>}
 */
export async function runLoad(api, lanes, { seconds, amount, idempotencyKeys }) {
  const posts = lanes.map(({ sender, receiver }) => ({
    token: sender.token,
    path: `/api/wallet/${sender.walletId}/send`,
    body: { to: receiver.address, amount },
  }));
  return runPosts(api, posts, { seconds, idempotencyKeys });
}

/**
 * @typedef {object} Post one client's request, sent again and again
 * @property {string} token
 * @property {string} path
 * @property {unknown} body
 */

/**
 * The measured loop for any money-moving call: each lane POSTs its request back to back on its own
 * keep-alive connection until `seconds` have passed. `perLane` counts each lane's 200 answers.
 * @param {import('./http.mjs').Api} api
 * @param {Post[]} posts
 * @param {{ seconds: number, idempotencyKeys: boolean }} options
 * @returns {Promise<LoadResult & { perLane: number[] }>}
 */
export async function runPosts(api, posts, { seconds, idempotencyKeys }) {
  let ok = 0;
  /** @type {Map<string, number>} */
  const failures = new Map();
  /** @type {number[]} */
  const latencies = [];
  const perLane = posts.map(() => 0);
  const start = performance.now();
  const deadline = start + seconds * 1000;
  // Each lane on a keep-alive connection of its own, written and read by hand (lib/connection.mjs).
  const connections = await Promise.all(posts.map(() => Connection.open(api.host, api.port)));
  const lane = async ({ token, path, body }, index) => {
    const payload = JSON.stringify(body);
    const authorization = `Bearer ${token}`;
    while (performance.now() < deadline) {
      const t0 = performance.now();
      let connection = /** @type {Connection} */ (connections[index]);
      if (connection.closed) {
        connection = await Connection.open(api.host, api.port).catch(() => connection);
        connections[index] = connection;
      }
      const res = await connection.post(
        path,
        payload,
        // The web app sends a fresh Idempotency-Key with every money-moving call (SendConfirm.tsx); so do we.
        idempotencyKeys ? { authorization, 'idempotency-key': randomUUID() } : { authorization },
      );
      if (res.status === 200) {
        ok++;
        perLane[index]++;
        latencies.push(performance.now() - t0);
      } else {
        const label = failureLabel(res);
        failures.set(label, (failures.get(label) ?? 0) + 1);
        // A refused connection fails in microseconds: do not spin on it.
        if (res.status === 0) await new Promise((r) => setTimeout(r, 10));
      }
    }
  };
  try {
    await Promise.all(posts.map(lane));
  } finally {
    for (const connection of connections) connection.close();
  }
  return { ok, failures, seconds: (performance.now() - start) / 1000, latencies, perLane };
}

/** How many slices each scenario's timed load is cut into when scenarios take turns. */
export const ROUNDS = 5;

/**
 * @typedef {LoadResult & { perLane: number[] }} LaneLoad
 */

/**
 * Runs the scenarios' timed loads by turns (a, b, a, b, ...), each cut into up to `ROUNDS` slices that add
 * up to `seconds`, so that a slow spell of the machine falls on every scenario alike and their ratio holds.
 * Each scenario's slices make one result: its answers, failures, latencies, time and CPU added up, and, when
 * `batchStats` reads the server's group-commit counters, the batches its slices wrote (null otherwise).
 * @template S
 * @param {readonly S[]} scenarios
 * @param {{ seconds: number, serverPid: number | undefined,
 *   batchStats?: () => Promise<Record<string, import('./server.mjs').BatchStats> | null> }} options
 * @param {(scenario: S, seconds: number) => Promise<LaneLoad>} slice one stretch of a scenario's load
 * @returns {Promise<Map<S, { load: LaneLoad, cpu: import('./machine.mjs').CpuShare | null,
 *   batches: import('./server.mjs').BatchStats | null }>>}
 */
export async function byTurns(scenarios, { seconds, serverPid, batchStats }, slice) {
  const rounds = roundsFor(scenarios, seconds);
  const runs = scenarios.map((scenario) => ({
    scenario,
    meter: cpuMeter(serverPid),
    loads: /** @type {LaneLoad[]} */ ([]),
    batches: /** @type {import('./server.mjs').BatchStats | null} */ (batchStats ? noBatches() : null),
  }));
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      const before = batchStats ? await batchStats() : null;
      run.meter.start();
      run.loads.push(await slice(run.scenario, seconds / rounds));
      run.meter.stop();
      const after = batchStats ? await batchStats() : null;
      run.batches = run.batches && addBatches(run.batches, batchesBetween(before, after));
    }
  }
  return new Map(
    runs.map(({ scenario, meter, loads, batches }) => {
      const load = addedUp(loads);
      return [scenario, { load, cpu: meter.share(load.ok), batches }];
    }),
  );
}

/** @returns {import('./server.mjs').BatchStats} */
const noBatches = () => ({ batches: 0, operations: 0, single: 0, inFlightMs: 0 });

/**
 * What the server's batchers did between two readings of their counters, every kind of operation added up; null
 * when either reading is missing (a server that did not answer).
 * @param {Record<string, import('./server.mjs').BatchStats> | null} before
 * @param {Record<string, import('./server.mjs').BatchStats> | null} after
 * @returns {import('./server.mjs').BatchStats | null}
 */
export function batchesBetween(before, after) {
  if (!before || !after) return null;
  return Object.entries(after).reduce(
    (sum, [kind, a]) => combined(sum, combined(a, before[kind] ?? noBatches(), -1), 1),
    noBatches(),
  );
}

/**
 * Two sets of batch counters added up; null when either is null (one slice unread makes the sum unknown).
 * @param {import('./server.mjs').BatchStats} a
 * @param {import('./server.mjs').BatchStats | null} b
 * @returns {import('./server.mjs').BatchStats | null}
 */
export function addBatches(a, b) {
  return b && combined(a, b, 1);
}

/**
 * `a` plus `sign` times `b`, counter by counter.
 * @param {import('./server.mjs').BatchStats} a
 * @param {import('./server.mjs').BatchStats} b
 * @param {1 | -1} sign
 * @returns {import('./server.mjs').BatchStats}
 */
function combined(a, b, sign) {
  return {
    batches: a.batches + sign * b.batches,
    operations: a.operations + sign * b.operations,
    single: a.single + sign * b.single,
    inFlightMs: a.inFlightMs + sign * b.inFlightMs,
  };
}

/**
 * How many slices each scenario's load is cut into: one when it runs alone, else `ROUNDS` of at least a second.
 * @param {readonly unknown[]} scenarios
 * @param {number} seconds
 */
function roundsFor(scenarios, seconds) {
  return scenarios.length > 1 ? Math.max(1, Math.min(ROUNDS, Math.floor(seconds))) : 1;
}

/**
 * How the log line announcing a timed phase says the scenarios take turns ("" when they do not).
 * @param {readonly unknown[]} scenarios
 * @param {number} seconds
 */
export function turnsNote(scenarios, seconds) {
  const rounds = roundsFor(scenarios, seconds);
  return rounds > 1 ? `, by turns in ${rounds} slices each` : '';
}

/**
 * The log line that announces a timed phase: "spread and hot: 8 clients for 10 s each, by turns in 5 slices each...".
 * @param {readonly unknown[]} scenarios
 * @param {number} clients
 * @param {number} seconds
 */
export function timedLine(scenarios, clients, seconds) {
  return `${scenarios.join(' and ')}: ${clients} clients for ${seconds} s each${turnsNote(scenarios, seconds)}...`;
}

/**
 * One load from slices of the same lanes.
 * @param {LaneLoad[]} loads
 * @returns {LaneLoad}
 */
export function addedUp(loads) {
  /** @type {Map<string, number>} */
  const failures = new Map();
  for (const load of loads) {
    for (const [label, count] of load.failures) failures.set(label, (failures.get(label) ?? 0) + count);
  }
  return {
    ok: loads.reduce((sum, l) => sum + l.ok, 0),
    failures,
    seconds: loads.reduce((sum, l) => sum + l.seconds, 0),
    latencies: loads.flatMap((l) => l.latencies),
    perLane: loads.reduce(
      (sum, l) => sum.map((n, i) => n + (l.perLane[i] ?? 0)),
      Array.from({ length: Math.max(0, ...loads.map((l) => l.perLane.length)) }, () => 0),
    ),
  };
}

/**
 * The q-quantile of unsorted samples (nearest rank), or NaN when there are none.
 * @param {number[]} samples
 * @param {number} q between 0 and 1
 */
export function quantile(samples, q) {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * One scenario's row for the report, from its timed load (and warm-up), logging the one-line summary.
 * @param {{ scenario: string, database: string, clients: number, what: string,
 *   load: { ok: number, failures: Map<string, number>, seconds: number, latencies: number[] },
 *   warm?: { failures: Map<string, number> } | undefined, cpu: unknown,
 *   batches?: import('./server.mjs').BatchStats | null, balanceProblem: string | null,
 *   log: (line: string) => void }} input
 */
export function scenarioResult({ scenario, database, clients, what, load, warm, cpu, batches, balanceProblem, log }) {
  const failed = [...load.failures.values()].reduce((a, b) => a + b, 0);
  log(`${scenario}: ${load.ok} ${what} answered 200, ${failed} failed, in ${load.seconds.toFixed(2)} s`);
  return {
    scenario,
    database,
    clients,
    ok: load.ok,
    seconds: load.seconds,
    tps: load.ok / load.seconds,
    p50: quantile(load.latencies, 0.5),
    p99: quantile(load.latencies, 0.99),
    failures: load.failures,
    warmupFailures: warm?.failures ?? new Map(),
    cpu,
    batches: batches ?? null,
    balanceProblem,
  };
}
