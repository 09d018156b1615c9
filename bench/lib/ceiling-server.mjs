// The floor under any money API on this machine (`npm run bench -- ceiling`): node:http with no framework,
// no session, no checks, and one batched statement per batch of operations. POST /answer replies at once;
// POST /batched {"account": n} queues the operation, and one batch at a time runs one statement (its own
// transaction, committed with synchronous_commit on) that takes 1 from each operation's account and writes
// one row per operation; every operation of the batch is answered after the COMMIT.
// Usage: DATABASE_URL=... node bench/lib/ceiling-server.mjs  (prints "running at http://host:port/").
import http from 'node:http';
import pg from 'pg';

const BATCH = `WITH v AS (SELECT * FROM unnest($1::int[]) AS v (account)),
    u AS (UPDATE ceiling_accounts a SET balance = a.balance - 1 FROM v WHERE a.id = v.account RETURNING 1),
    i AS (INSERT INTO ceiling_moves (account, amount) SELECT account, 1 FROM v RETURNING 1)
  SELECT (SELECT count(*) FROM u)::int AS updated, (SELECT count(*) FROM i)::int AS inserted`;

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();

/** @type {{ account: number, done: (error?: unknown) => void }[]} */
let queue = [];
let writing = false;

function pump() {
  if (writing || queue.length === 0) return;
  writing = true;
  const batch = queue;
  queue = [];
  client
    .query({ name: 'batch', text: BATCH, values: [batch.map((op) => op.account)] })
    .then(
      (res) => {
        const { updated, inserted } = res.rows[0];
        const error = updated === batch.length && inserted === batch.length ? undefined : new Error('unknown account');
        for (const op of batch) op.done(error);
      },
      (error) => {
        for (const op of batch) op.done(error);
      },
    )
    .finally(() => {
      writing = false;
      pump();
    });
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
function reply(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let account;
    try {
      account = JSON.parse(Buffer.concat(chunks).toString('utf8')).account;
    } catch {
      return reply(res, 400, { code: 'bad_request' });
    }
    if (req.method !== 'POST' || !Number.isInteger(account)) return reply(res, 400, { code: 'bad_request' });
    if (req.url === '/answer') return reply(res, 200, { ok: true });
    if (req.url !== '/batched') return reply(res, 404, { code: 'not_found' });
    queue.push({
      account,
      done: (error) => (error ? reply(res, 500, { code: 'batch_failed' }) : reply(res, 200, { ok: true })),
    });
    pump();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`running at http://127.0.0.1:${address.port}/`);
});
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  client.end().finally(() => process.exit(0));
});
