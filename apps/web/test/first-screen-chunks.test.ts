import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { firstScreenGroups } from '../build/first-screen-chunks';

/** A module graph: id → its static and dynamic imports; `main` is the entry. */
const GRAPH: Record<string, { imports?: string[]; dynamic?: string[] }> = {
  '/src/main.tsx': {
    imports: ['/nm/preact.js', '/src/lib/i18n.ts'],
    dynamic: ['/packages/contract/src/endpoints/system.ts'],
  },
  '/nm/preact.js': {},
  '/src/lib/i18n.ts': {},
  '/packages/contract/src/endpoints/system.ts': { imports: ['/nm/zod.js'] },
  '/nm/zod.js': {},
  '/src/Login.tsx': { imports: ['/src/form.ts', '/nm/preact.js'] },
  '/src/Dashboard.tsx': { imports: ['/src/form.ts', '/src/wallets.ts'], dynamic: ['/src/Market.tsx'] },
  '/src/form.ts': { imports: ['/src/lib/i18n.ts', '/nm/zod.js'] },
  '/src/wallets.ts': {},
  '/src/Market.tsx': { imports: ['/src/wallets.ts'] },
  '/src/Card.tsx': { imports: ['/src/form.ts'] },
};

const info: ManualChunkMeta['getModuleInfo'] = (id) =>
  GRAPH[id]
    ? ({
        id,
        isEntry: id === '/src/main.tsx',
        importedIds: GRAPH[id].imports ?? [],
        dynamicallyImportedIds: GRAPH[id].dynamic ?? [],
      } as unknown as ModuleInfo)
    : null;

describe('first screens’ chunks (build)', () => {
  const groups = firstScreenGroups(info, Object.keys(GRAPH), [
    { name: 'login', module: '/src/Login' },
    { name: 'dashboard', module: '/src/Dashboard' },
    { name: 'missing', module: '/src/Nowhere' },
  ]);

  it.each([
    // Needed by one first screen: its own group.
    ['/src/Login.tsx', 'first-login'],
    ['/src/Dashboard.tsx', 'first-dashboard'],
    ['/src/wallets.ts', 'first-dashboard'],
    // Shared by both: one group for the pair.
    ['/src/form.ts', 'first-login+dashboard'],
    // What the entry loads on demand at start counts for every first screen.
    ['/packages/contract/src/endpoints/system.ts', 'first-login+dashboard'],
    ['/nm/zod.js', 'first-login+dashboard'],
  ])('%s goes to %s', (id, group) => {
    expect(groups.get(id)).toBe(group);
  });

  it.each([
    ['/src/main.tsx', 'the entry'],
    ['/nm/preact.js', 'in the entry'],
    ['/src/lib/i18n.ts', 'in the entry'],
    ['/src/Market.tsx', 'loaded on demand by a first screen'],
    ['/src/Card.tsx', 'another screen'],
  ])('%s (%s) is left to Rollup', (id) => {
    expect(groups.has(id)).toBe(false);
  });

  it('is empty without an entry', () => {
    const noEntry: ManualChunkMeta['getModuleInfo'] = (id) => {
      const module = info(id);
      return module ? ({ ...module, isEntry: false } as ModuleInfo) : null;
    };
    expect(firstScreenGroups(noEntry, Object.keys(GRAPH), [{ name: 'login', module: '/src/Login' }]).size).toBe(0);
  });
});
