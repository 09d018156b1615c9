import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStore } from './index';
import { checkedKey } from './keys';

/** Files in a folder (DATA_DIR/files by default); written to a temporary name, then renamed. */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    put: async (key, data) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, data, { mode: 0o600 });
      await rename(temp, path);
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: (key) => rm(pathOf(key), { force: true }),
  };
}
