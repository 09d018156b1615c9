import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * zod's JSON Schema side, left out of the web build (decision 0063). The classic API attaches a JSON Schema
 * method and processor to every schema it builds, so its two JSON Schema modules stay in any bundle that uses
 * zod, however little it parses: about a fifth of the first screens' zod. The server makes the OpenAPI document
 * from them; the browser only parses answers and forms.
 *
 * In the web build those two modules are replaced by modules with the same exports: what a schema calls while
 * it is being built returns a method, and every JSON Schema function throws `JSON_SCHEMA_ABSENT` when called.
 * The string and number schemas' `format`, `minLength` and the like read their checks through
 * `aggregateChecks`, which is taken from zod's own module (Rollup keeps only it and what it uses).
 */
export const JSON_SCHEMA_ABSENT = 'zod JSON Schema is not part of the web build (build/zod-without-json-schema.ts)';

const ZOD_CORE = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4/core');

/** The two modules, by file name, with the exports kept from zod's own module. */
export const REPLACED: Record<string, { file: string; kept: readonly string[] }> = {
  processors: { file: join(ZOD_CORE, 'json-schema-processors.js'), kept: ['aggregateChecks'] },
  generator: { file: join(ZOD_CORE, 'to-json-schema.js'), kept: [] },
};

/** Exports that schemas call while they are built: each returns the (absent) method. */
const METHOD_MAKERS = new Set(['createStandardJSONSchemaMethod', 'createToJSONSchemaMethod']);

/** Marks the import of zod's own module from a replacement, so that it is not replaced again. */
const OWN = '?zod-own';

/** The replacement's source for a module exporting `names`, keeping `kept` from `file`. */
function replacementSource(file: string, names: readonly string[], kept: readonly string[]): string {
  const lines = [
    `const absent = () => { throw new Error(${JSON.stringify(JSON_SCHEMA_ABSENT)}); };`,
    `const method = () => absent;`,
  ];
  if (kept.length > 0) lines.push(`export { ${kept.join(', ')} } from ${JSON.stringify(file + OWN)};`);
  for (const name of names) {
    if (kept.includes(name) || name === 'default') continue;
    lines.push(`export const ${name} = ${METHOD_MAKERS.has(name) ? 'method' : 'absent'};`);
  }
  return `${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(): Plugin {
  const byFile = new Map(Object.values(REPLACED).map((r) => [r.file, r]));
  return {
    name: 'coffer-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      // A zod release that moves these files would otherwise leave them in, silently.
      for (const { file } of byFile.values()) {
        if (!existsSync(file))
          this.error(`zod's ${file} is not there any more: update build/zod-without-json-schema.ts`);
      }
    },
    async load(id) {
      if (id.endsWith(OWN)) return null;
      const replaced = byFile.get(id);
      if (!replaced) return null;
      const names = Object.keys(await import(pathToFileURL(replaced.file).href));
      return replacementSource(replaced.file, names, replaced.kept);
    },
  };
}
