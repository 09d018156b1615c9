// What a bench run measured: the commit, and whether the server's sources differ from it.
import { root } from '../../scripts/lib.mjs';
import { exec } from './postgres.mjs';

/** The commit measured, and how many uncommitted changes the server's sources carry (others may be editing). */
export async function codeVersion() {
  const head = await exec('git', ['-C', root, 'rev-parse', '--short', 'HEAD']);
  if (head.code !== 0) return 'unknown (not a git checkout)';
  const dirty = await exec('git', ['-C', root, 'status', '--porcelain', '--', 'apps/server', 'packages']);
  const changed = dirty.stdout.split('\n').filter(Boolean).length;
  return `git ${head.stdout.trim()}${changed ? `, plus ${changed} uncommitted changes under apps/server and packages` : ''}`;
}
