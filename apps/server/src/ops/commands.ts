import type { Database } from '../db/client';
import { migrate } from '../db/migrate';

export interface OpsContext {
  db: Database;
  out: (line: string) => void;
}

export interface OpsCommand {
  usage: string;
  summary: string;
  run(ctx: OpsContext, args: string[]): Promise<number>;
}

async function setSetting(db: Database, key: string, value: string): Promise<void> {
  await db.query(
    'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2, updated_at = now()',
    [key, value],
  );
}

/** Operator commands; each returns the process exit code. */
export const OPS_COMMANDS: Record<string, OpsCommand> = {
  migrate: {
    usage: 'migrate',
    summary: 'apply pending database migrations',
    run: async ({ db, out }) => {
      const applied = await migrate(db);
      out(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
      return 0;
    },
  },
  'app-version': {
    usage: 'app-version <x.y.z>',
    summary: 'publish the app version clients compare themselves with',
    run: async ({ db, out }, [version]) => {
      if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
        out('usage: app-version <x.y.z>');
        return 2;
      }
      await setSetting(db, 'app_version', version);
      out(`published app version ${version}`);
      return 0;
    },
  },
};
