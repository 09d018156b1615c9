// `npm run bench -- stream`: live prices over /api/stream to many WebSocket clients at once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { heading, ms, table } from './lib/report.mjs';
import { printHeader } from './lib/runs.mjs';
import { benchEnv, ensureBuilt, startServer } from './lib/server.mjs';

export const summary = 'live price stream: delivery latency percentiles and server memory per connected client';

export const usage = `usage: npm run bench -- stream [options]

  --clients N     WebSocket clients connected at once (default 1000)
  --seconds S     seconds of ticks measured after every client subscribed (default 10)
  --tick-ms MS    the server's tick interval, MARKET_STREAM_TICK_MS (default 250)

Starts the built server on a fresh embedded database, connects the clients, subscribes each to
5~CCCAGG~BTC~USD and 5~CCCAGG~ETH~EUR, then counts, for every tick, which clients received it and
how long after the tick (the sandbox trade id is the tick's time in ms; client and server share this
machine's clock). Memory per client is the server's resident memory with the clients connected, less
before, divided by the clients.`;

const SUBS = ['5~CCCAGG~BTC~USD', '5~CCCAGG~ETH~EUR'];
const TRADE_ID_BIT = 0x80;

/** The trade id of a price message (the mask says where the optional fields are). */
function tradeIdOf(text) {
  const parts = text.split('~');
  if (parts[0] !== '5') return null;
  const mask = Number.parseInt(parts[parts.length - 1], 16);
  let index = 5;
  for (let bit = 1; bit <= 0x40000; bit <<= 1) {
    if ((mask & bit) === 0) continue;
    if (bit === TRADE_ID_BIT) return { pair: `${parts[2]}~${parts[3]}`, tick: Number(parts[index]) };
    index++;
  }
  return null;
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;
}

/** Opens one client and resolves once both subscriptions are confirmed. */
function connect(url, onTick) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let confirmed = 0;
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ action: 'SubAdd', subs: SUBS })));
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('16~')) {
        if (++confirmed === SUBS.length) resolve(socket);
        return;
      }
      const found = tradeIdOf(text);
      if (found) onTick(found.pair, found.tick, Date.now());
    });
  });
}

/** @param {string[]} argv */
export async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '10' },
      'tick-ms': { type: 'string', default: '250' },
    },
  });
  const clients = Number(values.clients);
  const seconds = Number(values.seconds);
  const tickMs = Number(values['tick-ms']);
  if (!Number.isInteger(clients) || clients < 1 || clients > 20_000) throw new Error('--clients must be 1 to 20000');
  if (!(seconds >= 1)) throw new Error('--seconds must be ≥ 1');
  if (!Number.isInteger(tickMs) || tickMs < 50) throw new Error('--tick-ms must be a whole number ≥ 50');

  await ensureBuilt();
  await printHeader(
    'stream bench',
    `${clients} WebSocket clients, ${SUBS.length} pairs each, a tick every ${tickMs} ms, ${seconds} s measured`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-bench-stream-'));
  const server = await startServer(
    benchEnv({ DATA_DIR: dataDir, DATABASE_URL: '', MARKET_STREAM_TICK_MS: String(tickMs) }),
  );
  try {
    const url = `${server.url.replace('http', 'ws')}/api/stream`;
    // Warm the server (first tick, oracle caches) before taking its baseline memory.
    const probe = await connect(url, () => undefined);
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssKb(server.pid);

    let measuring = false;
    /** tick → pair → { receivers, latencies } */
    const ticks = new Map();
    const onTick = (pair, tick, at) => {
      if (!measuring) return;
      const key = `${tick}|${pair}`;
      let entry = ticks.get(key);
      if (!entry) {
        entry = { receivers: 0, latencies: [] };
        ticks.set(key, entry);
      }
      entry.receivers++;
      entry.latencies.push(at - tick);
    };
    const sockets = [];
    const started = Date.now();
    for (let i = 0; i < clients; i += 50) {
      const batch = Array.from({ length: Math.min(50, clients - i) }, () => connect(url, onTick));
      sockets.push(...(await Promise.all(batch)));
    }
    const connectMs = Date.now() - started;
    await new Promise((r) => setTimeout(r, 2 * tickMs));
    const after = rssKb(server.pid);

    measuring = true;
    const firstTick = Math.ceil((Date.now() + tickMs) / tickMs) * tickMs;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const lastTick = Math.floor((Date.now() - 4 * tickMs) / tickMs) * tickMs;
    measuring = false;

    // Every tick fully inside the window must reach every client, for each pair.
    const complete = [...ticks].filter(([key]) => {
      const tick = Number(key.split('|')[0]);
      return tick >= firstTick && tick <= lastTick;
    });
    const expected = complete.length * clients;
    const delivered = complete.reduce((sum, [, entry]) => sum + entry.receivers, 0);
    const latencies = complete.flatMap(([, entry]) => entry.latencies).sort((a, b) => a - b);
    const perClientKb = (after - before) / clients;

    console.log(heading('results'));
    console.log(
      table(
        [
          'clients',
          'connect s',
          'ticks×pairs',
          'delivered',
          'p50 ms',
          'p90 ms',
          'p99 ms',
          'max ms',
          'server KB/client',
        ],
        [
          [
            String(clients),
            (connectMs / 1000).toFixed(1),
            String(complete.length),
            `${delivered}/${expected}`,
            ms(percentile(latencies, 50)),
            ms(percentile(latencies, 90)),
            ms(percentile(latencies, 99)),
            ms(latencies.at(-1) ?? Number.NaN),
            perClientKb.toFixed(1),
          ],
        ],
      ),
    );
    console.log(
      `server resident memory: ${(before / 1024).toFixed(1)} MB before, ${(after / 1024).toFixed(1)} MB with the clients`,
    );
    for (const socket of [probe, ...sockets]) socket.terminate();
    if (complete.length === 0 || delivered !== expected) {
      console.log('NOT every client received every tick');
      return 1;
    }
    console.log('every client received every tick');
    return 0;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
