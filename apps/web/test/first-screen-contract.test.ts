import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../build/route-preload-plugin';
import { PRELOADED_SCREENS } from '../src/app/early-data';

/**
 * The first screens' code imports no value from the contract's index (decision 0044). `@coffer/contract`
 * re-exports every endpoint, and the first screens' grouping (build/first-screen-chunks.ts) follows imports:
 * one name taken from the index put 17 of the 19 endpoints' schemas in the first screens' start. Values come
 * from the endpoint's own file (`@coffer/contract/endpoints/<name>`, `/endpoint`, `/errors`); types may come
 * from the index, as they cost nothing at run time.
 */
const src = resolve(import.meta.dirname, '../src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
/** Static imports and re-exports: `import ... from '...'`, `export ... from '...'`, `import '...'`. */
const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*'([^']+)'|^\s*import\s+'([^']+)'/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, ...EXTENSIONS.map((extension) => base + extension)].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
}

/** Whether an import's specifiers are all types (`import type {...}` or `{ type A, type B }`). */
function typeOnly(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true;
  const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
  if (names === undefined) return false;
  const specifiers = names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((name) => name.startsWith('type '));
}

/** Every module of the web app a first screen imports statically, directly or not, with what it takes from the index. */
function valuesFromIndex(start: string): string[] {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[4] ?? match[5] ?? '';
      if (specifier === '@coffer/contract' && !typeOnly(match[2], match[3] ?? '')) {
        offenders.push(`${file.slice(src.length + 1)}: ${match[0].trim()}`);
      } else if (specifier.startsWith('.')) {
        const next = resolveModule(file, specifier);
        if (next) pending.push(next);
      }
    }
  }
  return offenders;
}

describe('the first screens and the contract (decision 0044)', () => {
  const screens = routeModules(readFileSync(resolve(src, 'app/routes.tsx'), 'utf8')).filter((route) =>
    PRELOADED_SCREENS.includes(route.path),
  );

  it('finds every first screen', () => {
    expect(screens.map((screen) => screen.path).sort()).toEqual([...PRELOADED_SCREENS].sort());
  });

  it.each(screens.map((screen) => [screen.path, screen.module] as const))(
    '%s imports no value from @coffer/contract, only its endpoint files',
    (_path, module) => {
      const start = resolveModule(src, module);
      expect(start).toBeDefined();
      expect(valuesFromIndex(start as string)).toEqual([]);
    },
  );

  it('tells a value import from a type import', () => {
    expect(typeOnly('type ', '{ Wallet }')).toBe(true);
    expect(typeOnly(undefined, '{ type Wallet, type User }')).toBe(true);
    expect(typeOnly(undefined, '{ listWallets, type Wallet }')).toBe(false);
    expect(typeOnly(undefined, '* as contract')).toBe(false);
  });
});
