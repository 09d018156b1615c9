// The floor under any money API on this machine (`npm run bench -- ceiling`): node:http with no framework,
// no session and no checks, and group commit at its barest: the operations of a path gather while that path's
// batch is written, and each batch is one statement (its own transaction, committed with synchronous_commit on);
// every operation of the batch is answered after the COMMIT.
// - POST /answer replies at once (HTTP alone).
// - POST /batched {"account": a} takes 1 from account a and writes one row.
// - POST /rows {"account": a, "to": b} moves 1 from a to b writing what a Coffer send writes, as plain rows
//   (the tables are in bench/ceiling.mjs): an Idempotency-Key with its answer, the transfer, its two postings,
//   both balances, the transaction's record, one history entry per party and the recipient's notification.
// Usage: DATABASE_URL=... node bench/lib/ceiling-server.mjs  (prints "running at http://host:port/").
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const BATCHED = `WITH v AS (SELECT * FROM unnest($1::int[]) AS v (account)),
    u AS (UPDATE ceiling_accounts a SET balance = a.balance - 1 FROM v WHERE a.id = v.account RETURNING 1),
    i AS (INSERT INTO ceiling_moves (account, amount) SELECT account, 1 FROM v RETURNING 1)
  SELECT (SELECT count(*) FROM u)::int AS updated, (SELECT count(*) FROM i)::int AS inserted`;

const ROWS = `WITH v AS (SELECT * FROM unnest($1::int[], $2::int[], $3::uuid[]) AS v (account, receiver, id)),
    k AS (INSERT INTO ceiling_keys (key, answer) SELECT id, '{"ok":true}' FROM v RETURNING 1),
    t AS (INSERT INTO ceiling_transfers (id, amount) SELECT id, 1 FROM v RETURNING id),
    p AS (INSERT INTO ceiling_postings (transfer_id, account, amount)
      SELECT id, account, -1 FROM v UNION ALL SELECT id, receiver, 1 FROM v RETURNING 1),
    u AS (UPDATE ceiling_accounts a SET balance = a.balance - 1 FROM v WHERE a.id = v.account RETURNING 1),
    w AS (UPDATE ceiling_accounts a SET balance = a.balance + 1 FROM v WHERE a.id = v.receiver RETURNING 1),
    r AS (INSERT INTO ceiling_records (transfer_id, account, receiver, amount)
      SELECT id, account, receiver, 1 FROM v RETURNING 1),
    e AS (INSERT INTO ceiling_entries (account, seq, kind, transfer_id)
      SELECT account, nextval('ceiling_entry_seq'), 'OUTGOING', id FROM v
      UNION ALL SELECT receiver, nextval('ceiling_entry_seq'), 'INCOMING', id FROM v RETURNING 1),
    n AS (INSERT INTO ceiling_notifications (account, transfer_id) SELECT receiver, id FROM v RETURNING 1)
  SELECT (SELECT count(*) FROM u)::int AS updated, (SELECT count(*) FROM t)::int AS inserted`;

/** Each batching path: its statement and the statement's parameters for a batch of operations. */
const PATHS = {
  '/batched': { text: BATCHED, values: (ops) => [ops.map((op) => op.account)] },
  '/rows': {
    text: ROWS,
    values: (ops) => [ops.map((op) => op.account), ops.map((op) => op.to), ops.map(() => randomUUID())],
  },
};

/**
 * One path's group commit on a connection of its own.
 * @param {string} name the prepared statement's name
 * @param {{ text: string, values: (ops: any[]) => unknown[] }} statement
 */
async function batcher(name, statement) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  /** @type {{ account: number, to: number, done: (error?: unknown) => void }[]} */
  let queue = [];
  let writing = false;
  const pump = () => {
    if (writing || queue.length === 0) return;
    writing = true;
    const batch = queue;
    queue = [];
    client
      .query({ name, text: statement.text, values: statement.values(batch) })
      .then(
        (res) => {
          const { updated, inserted } = res.rows[0];
          const ok = updated === batch.length && inserted === batch.length;
          for (const op of batch) op.done(ok ? undefined : new Error('unknown account'));
        },
        (error) => {
          for (const op of batch) op.done(error);
        },
      )
      .finally(() => {
        writing = false;
        pump();
      });
  };
  return {
    client,
    /** @param {{ account: number, to: number, done: (error?: unknown) => void }} op */
    submit(op) {
      queue.push(op);
      pump();
    },
  };
}

const batchers = new Map(
  await Promise.all(Object.entries(PATHS).map(async ([path, s]) => [path, await batcher(path.slice(1), s)])),
);

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
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return reply(res, 400, { code: 'bad_request' });
    }
    if (req.method !== 'POST' || !Number.isInteger(body?.account)) return reply(res, 400, { code: 'bad_request' });
    if (req.url === '/answer') return reply(res, 200, { ok: true });
    const path = batchers.get(req.url ?? '');
    if (!path) return reply(res, 404, { code: 'not_found' });
    path.submit({
      account: body.account,
      to: Number.isInteger(body.to) ? body.to : body.account,
      done: (error) => (error ? reply(res, 500, { code: 'batch_failed' }) : reply(res, 200, { ok: true })),
    });
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
  Promise.all([...batchers.values()].map((b) => b.client.end())).finally(() => process.exit(0));
});
