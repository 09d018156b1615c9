import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A sandbox seed: from an environment variable when set (required when several instances share
 * PostgreSQL, like SECRET_KEY), else a file in DATA_DIR created on first use with mode 0600. Under
 * NODE_ENV=test, with neither, a fixed public seed keeps test runs out of DATA_DIR.
 */
export interface SeedSource {
  dataDir: string;
  nodeEnv: string;
}

const seedText = z.string().trim().min(16, 'at least 16 characters').optional();

export function loadSeed(
  source: SeedSource,
  options: { envName: string; fileName: string },
  env: Record<string, string | undefined> = process.env,
): Buffer {
  const parsed = seedText.safeParse(env[options.envName] || undefined);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${options.envName}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  if (parsed.data) return createHash('sha256').update(parsed.data, 'utf8').digest();
  if (source.nodeEnv === 'test') return createHash('sha256').update(`coffer-test-${options.fileName}`).digest();
  const file = join(source.dataDir, options.fileName);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(source.dataDir, { recursive: true });
  const seed = randomBytes(32);
  // 'wx' fails if another process created the file meanwhile: then its seed wins.
  try {
    writeFileSync(file, seed.toString('hex'), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    throw error;
  }
  return seed;
}
