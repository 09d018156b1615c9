import type { OutputBundle } from 'rollup';

/**
 * V8's explicit compile hint (Chrome 136 and later; v8.dev/blog/explicit-compile-hints): a script that begins with
 * this comment has all its functions compiled while it streams in, on a background thread, instead of each one
 * lazily on the main thread the first time it is called. Measured on the dashboard (decision 0055): the main
 * thread's lazy compiling during start-up went from 80 to 106 ms to 1 to 8 ms. It pays only for code that runs at
 * start, so only the first screens' chunks carry it; other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the hint needs of the route preloads' manifest (build/route-preload-plugin.ts): the files of the first screens. */
export interface StartUpManifest {
  readonly common: readonly string[];
  readonly routes: readonly (readonly [
    pattern: string,
    files: readonly string[],
    texts: Record<string, string[]>,
    ...rest: unknown[],
  ])[];
  readonly texts: Record<string, string[]>;
}

/**
 * The chunks a first screen runs as it starts: the entry's (`entryFiles`: the entry and what it imports statically)
 * and every file the preload manifest lists (the common contract parts, each first screen's chunks and their texts in
 * every language).
 */
export function startUpFiles(entryFiles: readonly string[], manifest: StartUpManifest): string[] {
  const files = new Set(entryFiles);
  for (const file of manifest.common) files.add(file);
  for (const [, routeFiles, texts] of manifest.routes) {
    for (const file of [...routeFiles, ...Object.values(texts).flat()]) files.add(file);
  }
  for (const file of Object.values(manifest.texts).flat()) files.add(file);
  return [...files];
}

/** `code` with the compile hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** Puts the compile hint on `files` (startUpFiles) of a bundle about to be written. */
export function hintStartUpChunks(bundle: OutputBundle, files: readonly string[]): void {
  for (const file of files) {
    const item = bundle[file];
    if (item?.type === 'chunk') item.code = withCompileHint(item.code);
  }
}
