import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';
import { PRELOADED_SCREENS } from '../src/app/early-data';
import { routeModules } from './route-preload-plugin';

/**
 * The first screens' code in a few chunks instead of dozens (decision 0041). Rollup gives every set of
 * screens that shares a module a chunk of its own; with some sixty lazy screens, the dashboard's code came
 * in 24 files of 1 to 25 KB. Over HTTP/1.1 a browser opens at most six connections to the server, so a
 * phone fetched them in rounds, a round trip each. Here a module that a first screen (PRELOADED_SCREENS)
 * needs at start is placed by the set of first screens that need it: each first screen still loads exactly
 * its own code, in one file per such set. The app's configuration and user checks (the contract endpoints
 * the entry imports on demand) count as needed by every first screen. Other screens that use such a module
 * load its group with it; everything else is left to Rollup.
 */
const srcDir = resolve(import.meta.dirname, '../src');
const CONTRACT_SOURCE = '/packages/contract/src/';
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

type ModuleInfoOf = ManualChunkMeta['getModuleInfo'];

/** The modules `start` imports statically, directly or not, leaving out those in `stop`. */
function staticClosure(start: string, info: ModuleInfoOf, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    pending.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** The group name of each module a first screen needs at start, by the screens that need it. */
export function firstScreenGroups(
  info: ModuleInfoOf,
  moduleIds: Iterable<string>,
  screens: readonly { name: string; module: string }[],
): Map<string, string> {
  const ids = [...moduleIds];
  const entry = ids.find((id) => info(id)?.isEntry);
  const groups = new Map<string, string>();
  if (!entry) return groups;
  const inEntry = staticClosure(entry, info, new Set());
  // What the entry imports on demand from the contract is loaded at start on every screen.
  const common = [...inEntry]
    .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
    .filter((id) => id.includes(CONTRACT_SOURCE))
    .flatMap((id) => [...staticClosure(id, info, inEntry)]);
  const neededBy = new Map<string, string[]>();
  for (const screen of screens) {
    const id = EXTENSIONS.map((extension) => screen.module + extension).find((candidate) => info(candidate));
    if (!id) continue;
    for (const module of new Set([...staticClosure(id, info, inEntry), ...common])) {
      neededBy.set(module, [...(neededBy.get(module) ?? []), screen.name]);
    }
  }
  for (const [module, names] of neededBy) groups.set(module, `first-${names.join('+')}`);
  return groups;
}

/** Rollup's `manualChunks` for the first screens (build only); the groups are computed on the first call. */
export function firstScreenChunks(): GetManualChunk {
  let groups: Map<string, string> | undefined;
  return (id, meta) => {
    if (!groups) {
      const screens = routeModules(readFileSync(resolve(srcDir, 'app/routes.tsx'), 'utf8'))
        .filter((route) => PRELOADED_SCREENS.includes(route.path))
        .map((route) => ({
          name: route.path === '/' ? 'welcome' : (route.path.split('/').pop() ?? ''),
          module: route.module,
        }));
      groups = firstScreenGroups(meta.getModuleInfo, meta.getModuleIds(), screens);
    }
    return groups.get(id);
  };
}
