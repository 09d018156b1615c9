// What a bench run measured: the commit, and whether the sources it measures differ from it.
import { root } from '../../scripts/lib.mjs';
import { exec } from './postgres.mjs';

/** The server's sources: what the API benches measure. */
export const SERVER_SOURCES = ['apps/server', 'packages'];
/** The web app's and the server's sources: what the browser benches measure. */
export const APP_SOURCES = ['apps/web', ...SERVER_SOURCES];

/**
 * The commit measured, and how many uncommitted changes `sources` carry (others may be editing).
 * @param {readonly string[]} [sources] paths under the repository
 */
export async function codeVersion(sources = SERVER_SOURCES) {
  const head = await exec('git', ['-C', root, 'rev-parse', '--short', 'HEAD']);
  if (head.code !== 0) return 'unknown (not a git checkout)';
  const dirty = await exec('git', ['-C', root, 'status', '--porcelain', '--', ...sources]);
  const changed = dirty.stdout.split('\n').filter(Boolean).length;
  return `git ${head.stdout.trim()}${changed ? `, plus ${changed} uncommitted changes under ${sources.join(', ')}` : ''}`;
}
