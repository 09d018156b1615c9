import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { type TestApp, testApp } from './helpers';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0').toUpperCase()).join(':');

describe('the apps’ link association files (issue 19)', () => {
  let signed: TestApp;
  let unsigned: TestApp;
  beforeAll(async () => {
    signed = await testApp({
      appLinks: { appId: 'app.coffer.wallet', androidCertFingerprints: [FINGERPRINT], appleTeamId: 'ABCDE12345' },
    });
    unsigned = await testApp();
  });
  afterAll(async () => {
    await signed.close();
    await unsigned.close();
  });

  it('serves Android assetlinks.json for the app id and its signing certificates', async () => {
    const response = await signed.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.coffer.wallet',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
  });

  it('serves the apple-app-site-association for the team and bundle id, leaving the API out', async () => {
    const response = await signed.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const details = response.json().applinks.details[0];
    expect(details.appIDs).toEqual(['ABCDE12345.app.coffer.wallet']);
    expect(details.components).toContainEqual({ '/': '/api/*', exclude: true });
    expect(details.components.at(-1)).toEqual({ '/': '/*' });
  });

  it('answers 404 while nothing identifies the apps', async () => {
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      expect((await unsigned.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('reads the settings from the environment and refuses malformed ones', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ANDROID_CERT_SHA256: `${FINGERPRINT.toLowerCase()}, ${FINGERPRINT}`,
      APPLE_TEAM_ID: 'ABCDE12345',
    });
    expect(config.appLinks).toEqual({
      appId: 'app.coffer.wallet',
      androidCertFingerprints: [FINGERPRINT, FINGERPRINT],
      appleTeamId: 'ABCDE12345',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', ANDROID_CERT_SHA256: 'AA:BB' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', APPLE_TEAM_ID: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', NATIVE_APP_ID: 'Not An Id' })).toThrow(ConfigError);
  });
});
