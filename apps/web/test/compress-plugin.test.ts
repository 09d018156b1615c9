import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../build/compress-plugin';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the build precompresses its text files', () => {
  it('writes .br and .gz beside text files of 1 KB or more, and nothing for the rest', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'coffer-dist-'));
    dirs.push(dist);
    mkdirSync(join(dist, 'assets'));
    const script = `export const text = ${JSON.stringify('wallet '.repeat(500))};`;
    writeFileSync(join(dist, 'assets', 'index-1.js'), script);
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>Coffer</p>'.repeat(100)}`);
    writeFileSync(join(dist, 'tiny.js'), 'x=1');
    writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4096, 1));

    expect(await precompress(dist)).toBe(2);
    const file = join(dist, 'assets', 'index-1.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'icon.png.br'))).toBe(false);
  });
});
