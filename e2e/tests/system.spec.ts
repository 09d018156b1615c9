import { expect, test } from '@playwright/test';

test('the server answers health, OpenAPI, app config and unknown API paths', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

  const openapi = await request.get('/api/openapi.json');
  expect((await openapi.json()).openapi).toBe('3.1.0');

  const config = await request.get('/wallet-app.json');
  expect((await config.json()).appVersion).toBe('3.5.7');

  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).code).toBe('not_found');
});
