import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      nodeEnv: 'development',
      production: false,
      sandbox: true,
      network: 'testnet',
      bodyLimit: 1_048_576,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SANDBOX: 'maybe' }, 'SANDBOX'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
  });

  it('reads PostgreSQL, production and mainnet settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      NODE_ENV: 'production',
      SANDBOX: 'false',
      PORT: '9000',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://root@127.0.0.1:5432/test',
      production: true,
      sandbox: false,
      network: 'mainnet',
      port: 9000,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });
});
