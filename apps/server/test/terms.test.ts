import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURRENT_TERMS, SUPPORTED_LANGUAGES } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultTermsDir, loadConfig } from '../src/config';
import { TEST_TARGET, type TestApp, testApp } from './helpers';

/** A terms folder with the current English texts, and Italian wallet terms only. */
function operatorFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-terms-'));
  for (const [kind, version] of Object.entries(CURRENT_TERMS)) {
    mkdirSync(join(dir, kind, version), { recursive: true });
    writeFileSync(join(dir, kind, version, 'en.md'), `# Operator ${kind} terms\n\nText of ${kind} ${version}.\n`);
  }
  writeFileSync(join(dir, 'wallet', CURRENT_TERMS.wallet, 'it.md'), '# Termini del gestore\n');
  return dir;
}

describe('TERMS_DIR', () => {
  it('defaults to the sample terms shipped in the repository', () => {
    expect(loadConfig({}).termsDir).toBe(defaultTermsDir());
    expect(defaultTermsDir().endsWith(join('apps', 'server', 'terms'))).toBe(true);
  });

  it('refuses a folder without the current English texts, naming the variable and the file', () => {
    const empty = mkdtempSync(join(tmpdir(), 'coffer-terms-'));
    try {
      expect(() => loadConfig({ TERMS_DIR: empty })).toThrow(ConfigError);
      expect(() => loadConfig({ TERMS_DIR: empty })).toThrow(
        /^Invalid configuration: TERMS_DIR: .* has no wallet\/1\.1\.0\/en\.md/,
      );
    } finally {
      rmSync(empty, { recursive: true });
    }
  });
});

describe(`GET /api/terms/{kind}/{version} (${TEST_TARGET})`, () => {
  describe('the shipped sample terms', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp();
    });
    afterAll(() => t.close());

    const get = (url: string) => t.app.inject({ method: 'GET', url });

    it.each(
      Object.entries(CURRENT_TERMS).flatMap(([kind, version]) =>
        SUPPORTED_LANGUAGES.map((lang) => [kind, version, lang]),
      ),
    )('serves %s %s in %s, marked as a sandbox sample', async (kind, version, lang) => {
      const res = await get(`/api/terms/${kind}/${version}?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ kind, version, language: lang });
      // Opens with the sandbox notice, then numbered sections.
      expect(body.markdown).toMatch(/^> \*\*[^*]+\.\*\* .*`TERMS_DIR`/);
      expect(body.markdown).toMatch(/\n## 1\. /);
    });

    it('answers English without a language', async () => {
      expect((await get('/api/terms/earn/1.0.0')).json()).toMatchObject({ language: 'en' });
    });

    it('needs no sign-in, and is not cached (a replaced file shows at once, like every API answer)', async () => {
      const res = await get('/api/terms/wallet/1.1.0?lang=fr');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['/api/terms/loan/1.0.0', 'kind'],
      ['/api/terms/wallet/1.1', 'version'],
      ['/api/terms/wallet/..%2F..%2Fetc', 'version'],
      ['/api/terms/wallet/1.1.0?lang=de', 'lang'],
      ['/api/terms/wallet/1.1.0?lang=..%2Fen', 'lang'],
    ])('refuses %s with bad_params on %s', async (url, field) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_params');
      expect(
        res
          .json()
          .meta.validationError.errors.map((e: { path: string }) => e.path)
          .join(),
      ).toContain(field);
    });

    it('answers not_found for a version that has no text', async () => {
      const res = await get('/api/terms/wallet/9.9.9?lang=it');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    });
  });

  describe("an operator's folder", () => {
    let t: TestApp;
    const dir = operatorFolder();
    beforeAll(async () => {
      t = await testApp({ termsDir: dir });
    });
    afterAll(async () => {
      await t.close();
      rmSync(dir, { recursive: true });
    });

    it('serves its texts, falls back to English for a missing language, and shows a replaced file at once', async () => {
      const it_ = await t.app.inject({ method: 'GET', url: '/api/terms/wallet/1.1.0?lang=it' });
      expect(it_.json()).toEqual({
        kind: 'wallet',
        version: '1.1.0',
        language: 'it',
        markdown: '# Termini del gestore\n',
      });
      const pt = await t.app.inject({ method: 'GET', url: '/api/terms/earn/1.0.0?lang=pt' });
      expect(pt.json()).toMatchObject({ language: 'en', markdown: expect.stringContaining('Operator earn terms') });

      writeFileSync(join(dir, 'earn', '1.0.0', 'pt.md'), '# Termos do operador\n');
      const replaced = await t.app.inject({ method: 'GET', url: '/api/terms/earn/1.0.0?lang=pt' });
      expect(replaced.json()).toMatchObject({ language: 'pt', markdown: '# Termos do operador\n' });
    });
  });
});
