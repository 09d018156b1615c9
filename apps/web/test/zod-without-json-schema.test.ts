import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { JSON_SCHEMA_ABSENT, REPLACED, zodWithoutJsonSchema } from '../build/zod-without-json-schema';

// Inside the project (.tmp/ is ignored by git): the test runner loads modules only from there.
const base = join(import.meta.dirname, '../.tmp');
mkdirSync(base, { recursive: true });
const dir = mkdtempSync(join(base, 'zod-without-json-schema-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Load = (this: unknown, id: string) => Promise<string | null>;
const load = zodWithoutJsonSchema().load as unknown as Load;

/** The replacement of one of zod's modules, evaluated in Node (zod's own module imported by its file URL). */
async function replacement(name: keyof typeof REPLACED): Promise<Record<string, unknown>> {
  const { file } = REPLACED[name] as { file: string };
  const source = await load.call({}, file);
  expect(source).toBeTypeOf('string');
  const path = join(dir, `${name}.mjs`);
  writeFileSync(
    path,
    (source as string).replace(
      JSON.stringify(`${file}?zod-own`),
      JSON.stringify(`${pathToFileURL(file).href}?zod-own`),
    ),
  );
  return import(pathToFileURL(path).href);
}

describe("zod's JSON Schema left out of the web build (decision 0063)", () => {
  it.each(Object.keys(REPLACED) as (keyof typeof REPLACED)[])(
    "the %s module: every export of zod's own, the kept ones zod's, the rest throwing when used",
    async (name) => {
      const { file, kept } = REPLACED[name] as { file: string; kept: readonly string[] };
      const own = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const replaced = await replacement(name);
      expect(Object.keys(replaced).sort()).toEqual(Object.keys(own).sort());
      for (const key of Object.keys(own)) {
        const value = replaced[key] as () => unknown;
        // zod's own function (from zod's module, loaded once more under another name here; the next test uses it).
        if (kept.includes(key)) expect(value.name).toBe((own[key] as () => unknown).name);
        // What a schema calls while it is built gives back a method; that method, like the rest, throws.
        else if (key.startsWith('create')) expect(() => (value() as () => unknown)()).toThrow(JSON_SCHEMA_ABSENT);
        else expect(value).toThrow(JSON_SCHEMA_ABSENT);
      }
    },
  );

  it('throws for the functions, not at import: a schema built with the replacement parses and reads its checks', async () => {
    const processors = await replacement('processors');
    expect(() => (processors.stringProcessor as () => void)()).toThrow(JSON_SCHEMA_ABSENT);
    const checks = (processors.aggregateChecks as (s: unknown) => { maximum?: number })({
      _zod: { def: { checks: [] }, traits: new Set(), bag: { maximum: 12 } },
    });
    expect(checks.maximum).toBe(12);
  });

  it("leaves every other module alone, and zod's own module when a replacement imports it", async () => {
    expect(await load.call({}, join(dir, 'other.js'))).toBeNull();
    expect(await load.call({}, `${(REPLACED.processors as { file: string }).file}?zod-own`)).toBeNull();
  });
});
