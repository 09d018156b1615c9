import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { DatabaseBusyError } from './db/pglite-lock';
import { batchStats } from './modules/ledger/group-commit';
import { PortInUseError, startServer } from './server';

/** The built web app sits at apps/web/dist, next to this bundle's apps/server/dist. */
function defaultWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidate = join(here, '..', '..', 'web', 'dist');
  return existsSync(join(candidate, 'index.html')) ? candidate : undefined;
}

/** The message a parent sends over the IPC channel for the batchers' counters (`batchStats`). */
const BATCH_STATS_REQUEST = 'coffer:batch-stats';

async function main(): Promise<void> {
  const config = loadConfig();
  config.webDist ??= defaultWebDist();
  const server = await startServer(config);
  const where = server.db.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Coffer is running at ${server.url} (${where}${config.sandbox ? ', sandbox mode' : ''})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing the server and the database...`);
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', (error as Error).message);
      process.exit(1);
    }
  };
  // A parent that started this process with an IPC channel (the benches: bench/lib/server.mjs) may ask for the
  // batchers' counters. Nothing else is answered there, and a server started any other way has no such channel.
  process.on('message', (message) => {
    if (message === BATCH_STATS_REQUEST) process.send?.({ batchStats: batchStats() });
  });
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PortInUseError || error instanceof DatabaseBusyError) {
    console.error(error.message);
  } else {
    console.error(`Coffer could not start: ${(error as Error).message}`);
  }
  process.exit(1);
});
