import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { startJobs } from './jobs/scheduler';
import { startAdminServer } from './ops/admin-server';

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  url: string;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use: stop the other process or set PORT to a free port.`);
  }
}

/** Opens the database, applies migrations and listens; `close` stops both cleanly. */
export async function startServer(config: Config): Promise<RunningServer> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const app = await buildApp({ config, db });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close();
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(config.port);
      throw error;
    }
    // Only the embedded database needs it: with PostgreSQL the CLI connects directly.
    const admin = db.kind === 'pglite' ? await startAdminServer(db, config.dataDir, app.services) : undefined;
    const jobs = startJobs(app.services, app.log);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      app,
      db,
      url: `http://${shownHost}:${port}/`,
      close: async () => {
        await admin?.close();
        await jobs.stop();
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
