import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createServices } from '../services';
import { adminFile } from './admin-server';
import { opsHelp, runOps } from './run';

/** Asks the running server to run the command (it owns the embedded database's files). */
async function viaRunningServer(dataDir: string, argv: string[]): Promise<{ code: number; output: string[] } | null> {
  const file = adminFile(dataDir);
  if (!existsSync(file)) return null;
  const { port, token } = JSON.parse(readFileSync(file, 'utf8')) as { port: number; token: string };
  try {
    const res = await fetch(`http://127.0.0.1:${port}/ops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify({ argv }),
    });
    if (!res.ok) throw new Error(`the running server refused the command (${res.status})`);
    return (await res.json()) as { code: number; output: string[] };
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return null; // stale file
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  if (!argv[0] || argv[0] === 'help') {
    console.log(opsHelp());
    return 0;
  }
  const config = loadConfig();
  const remote = config.databaseUrl ? null : await viaRunningServer(config.dataDir, argv);
  let result = remote;
  if (!result) {
    const db = await openDatabase(config);
    try {
      await migrate(db);
      result = await runOps(db, argv, createServices(config, db));
    } finally {
      await db.close();
    }
  }
  for (const line of result.output) console.log(line);
  return result.code;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`ops failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
