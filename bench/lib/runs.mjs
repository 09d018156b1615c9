import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { measureCpu } from './machine.mjs';
import { createDatabase, describeServer, pgbench } from './postgres.mjs';
import { heading, rate } from './report.mjs';
import { benchEnv } from './server.mjs';
import { codeVersion } from './version.mjs';

/**
 * The header every API-against-pgbench bench prints: machine, database, code, load, and how busy the
 * machine already was.
 * @param {string} title
 * @param {string} load the "load:" line
 */
export async function printHeader(title, load) {
  const pgInfo = await describeServer();
  console.log(heading(title));
  console.log(`machine:  ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? '?'}), Node ${process.version}`);
  console.log(`database: ${pgInfo}`);
  console.log(`code:     ${await codeVersion()}`);
  console.log(`load:     ${load}`);
  console.log('          the load generator, the server and the database share this machine');
  const idle = measureCpu(undefined);
  await new Promise((r) => setTimeout(r, 1000));
  const before = idle(1);
  if (before) {
    console.log(
      `          before starting, other processes used ${before.otherCpus.toFixed(2)} of ${availableParallelism()} CPUs` +
        (before.otherCpus > 0.2 ? ': expect noisy numbers' : ''),
    );
  }
  console.log('');
}

/**
 * Runs the API scenarios on a fresh PostgreSQL database, then pgbench's TPC-B on the same server with
 * the same client count (right after, never at the same time), then the scenarios on a fresh embedded
 * database. `runDatabase` starts a server with the given env and runs the scenarios against it.
 * @template R
 * @param {{ clients: number, seconds: number, dbs: string[] }} opts
 * @param {{ databasePrefix: string, env: Record<string, string>,
 *   runDatabase: (database: string, env: Record<string, string>) => Promise<{ results: R[], verify: { code: number, output: string } }> }} spec
 */
export async function runAgainstPgbench(opts, spec) {
  /** @type {R[]} */
  const results = [];
  /** @type {{ database: string, code: number, output: string }[]} */
  const verifications = [];

  if (opts.dbs.includes('postgres')) {
    const db = await createDatabase(spec.databasePrefix);
    console.log(`[PostgreSQL] fresh database ${db.name}`);
    const run = await spec.runDatabase('PostgreSQL', benchEnv({ DATABASE_URL: db.url, ...spec.env }));
    results.push(...run.results);
    verifications.push({ database: `PostgreSQL (${db.name})`, ...run.verify });
    await db.drop();
  }

  const pgbenchDb = await createDatabase('bench_pgbench');
  const scale = Math.max(opts.clients, 1);
  console.log(`[pgbench] TPC-B on fresh database ${pgbenchDb.name}, scale ${scale}, ${opts.clients} clients...`);
  const reference = await pgbench({
    database: pgbenchDb.name,
    scale,
    clients: opts.clients,
    threads: Math.min(2, opts.clients),
    seconds: opts.seconds,
  });
  await pgbenchDb.drop();
  console.log(`[pgbench] ${rate(reference.tps)} tps (${reference.summary})`);

  if (opts.dbs.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-bench-pglite-'));
    const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
    const forget = onCleanup(`remove ${dataDir}`, removeDir);
    console.log(`[PGlite] fresh data directory ${dataDir}`);
    // DATABASE_URL='' means "not set" to the server's config: PGlite in DATA_DIR.
    const run = await spec.runDatabase('PGlite', benchEnv({ DATA_DIR: dataDir, DATABASE_URL: '', ...spec.env }));
    results.push(...run.results);
    verifications.push({ database: 'PGlite', ...run.verify });
    removeDir();
    forget();
  }
  return { results, reference, verifications };
}
