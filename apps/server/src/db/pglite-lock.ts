import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DatabaseBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files belong to one process: two writers would corrupt them. The first process to open
 * DATA_DIR holds `pglite.lock` (its pid); another is refused with a clear message, and a lock left by
 * a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DatabaseBusyError(
          `The embedded database in ${dataDir} is in use by process ${holder}; stop it first (or wait until the server has started, then run the command again).`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseBusyError(`Could not lock the embedded database in ${dataDir}`);
}
