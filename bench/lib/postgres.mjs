// The local PostgreSQL: throwaway databases (psql) and the pgbench TPC-B reference figure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { onCleanup } from './cleanup.mjs';
import { measureCpu } from './machine.mjs';

/** Where the bench's PostgreSQL lives; override with BENCH_PG_HOST/PORT/USER. */
export const PG = {
  host: process.env.BENCH_PG_HOST ?? '127.0.0.1',
  port: process.env.BENCH_PG_PORT ?? '5432',
  user: process.env.BENCH_PG_USER ?? 'root',
};

/** @param {string} database */
export function databaseUrl(database) {
  return `postgresql://${PG.user}@${PG.host}:${PG.port}/${database}`;
}

const server = ['-h', PG.host, '-p', PG.port, '-U', PG.user];
/** psql's arguments for a database (`-d` names the database to psql). */
const connection = (database) => [...server, '-d', database];
/**
 * pgbench's arguments for a database: the database is its last, positional argument. pgbench's `-d` is
 * `--debug`, which prints every message to and from the server (15 MB in 5 s) and cost the reference figure
 * about 40% of its transactions (docs/decisions/0056).
 * @param {string} database
 * @param {string[]} options
 */
export const pgbenchArgs = (database, options) => [...server, ...options, database];

/**
 * Runs a command, collecting its output; never throws (a missing binary is code 127).
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export function exec(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c) => {
      stderr += c.toString();
    });
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: error.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/**
 * One SQL command through psql on the `postgres` database; throws with psql's message on failure.
 * @param {string} sqlText
 * @param {string} [database]
 */
export async function psql(sqlText, database = 'postgres') {
  const res = await exec('psql', [...connection(database), '-X', '-At', '-v', 'ON_ERROR_STOP=1', '-c', sqlText]);
  if (res.code !== 0) throw new Error(`psql failed (${sqlText}): ${res.stderr.trim() || res.stdout.trim()}`);
  return res.stdout.trim();
}

/**
 * Creates an empty database `<prefix>_<random>` and registers its DROP for cleanup.
 * @param {string} prefix
 * @returns {Promise<{ name: string, url: string, drop: () => Promise<void> }>}
 */
export async function createDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await psql(`CREATE DATABASE ${name}`);
  const dropNow = () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined);
  const remove = onCleanup(`drop database ${name}`, dropNow);
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      await dropNow();
      remove();
    },
  };
}

/** The server's version and the settings that move commit-heavy numbers, for the report. */
export async function describeServer() {
  const version = await psql('SHOW server_version');
  const settings = await psql(
    "SELECT string_agg(name || '=' || setting, ', ' ORDER BY name) FROM pg_settings WHERE name IN ('synchronous_commit', 'fsync', 'shared_buffers', 'max_connections')",
  );
  return `PostgreSQL ${version} at ${PG.host}:${PG.port} (${settings})`;
}

/**
 * pgbench's standard TPC-B-like run: `pgbench -i -s scale`, then `-c clients -j threads -T seconds -M prepared`.
 * @param {{ database: string, scale: number, clients: number, threads: number, seconds: number }} options
 * @returns {Promise<{ tps: number, command: string, failed: number, summary: string, cpu: import('./machine.mjs').CpuShare | null }>}
 */
export async function pgbench({ database, scale, clients, threads, seconds }) {
  const init = await exec('pgbench', pgbenchArgs(database, ['-i', '-q', '-s', String(scale)]));
  if (init.code !== 0) throw new Error(`pgbench -i failed: ${init.stderr.trim()}`);
  const args = ['-c', String(clients), '-j', String(threads), '-T', String(seconds), '-M', 'prepared'];
  const cpu = measureCpu(undefined);
  const run = await exec('pgbench', pgbenchArgs(database, args));
  const processed = Number(/number of transactions actually processed: (\d+)/.exec(run.stdout)?.[1] ?? 0);
  const cpuShare = cpu(processed);
  if (run.code !== 0) throw new Error(`pgbench failed: ${run.stderr.trim() || run.stdout.trim()}`);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
  if (!match) throw new Error(`no "tps = ... (without initial connection time)" in pgbench's output:\n${run.stdout}`);
  const failed = Number(/number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0);
  const latency = /latency average = ([\d.]+ ms)/.exec(run.stdout)?.[1] ?? '?';
  return {
    tps: Number(match[1]),
    command: `pgbench -i -s ${scale}; pgbench ${args.join(' ')}`,
    failed,
    summary: `latency average ${latency}, ${failed} failed transactions`,
    cpu: cpuShare,
  };
}
