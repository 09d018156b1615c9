import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's master secret (keys the code hashes and the secret box). From SECRET_KEY when set
 * (required for several instances sharing PostgreSQL), else a file in DATA_DIR created on first start.
 */
export function loadMasterKey(config: { secretKey: string | undefined; dataDir: string }): Buffer {
  if (config.secretKey) return Buffer.from(config.secretKey, 'utf8');
  const file = join(config.dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
