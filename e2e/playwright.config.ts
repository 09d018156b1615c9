import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
const root = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${join(root, 'apps/server/dist/main.js')}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? join(root, '.tmp', 'e2e-data'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // Every test signs in from 127.0.0.1: a per-address limit meant for attackers would trip them.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SCRYPT_COST: '14',
      // The sandbox chain mines only when a test says so (`ops chain mine`).
      CHAIN_BLOCK_SECONDS: '0',
      // Money and card specs run without a KYC review; the gate is covered by the server's KYC tests.
      KYC_GATED_ACTIONS: 'none',
    },
  },
});
