import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repository, without types
import { webBuildCommand } from '../../../scripts/web-build.mjs';

const root = join(import.meta.dirname, '..', '..', '..');

interface Command {
  command: string;
  args: string[];
  options: { cwd: string; env: Record<string, string | undefined> };
}

/** Whether Vite, run in `env` with the command's mode, would make a production build. */
function viteBuildsForProduction(env: Record<string, string | undefined>, mode: string): boolean {
  const script = `const v = await import('vite');
const c = await v.resolveConfig({ root: 'apps/web', mode: ${JSON.stringify(mode)}, configFile: false, logLevel: 'silent' }, 'build');
process.stdout.write(String(c.isProduction));`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(out.stderr);
  return out.stdout === 'true';
}

describe('the web build (issue 12, defect 7)', () => {
  it('is a production build even when the server runs with NODE_ENV=development', () => {
    // The hazard is real: Vite follows NODE_ENV, so the server's environment leaked into the bundle.
    expect(viteBuildsForProduction({ ...process.env, NODE_ENV: 'development' }, 'production')).toBe(false);
    for (const nodeEnv of ['development', 'test', 'production', undefined]) {
      const { args, options } = webBuildCommand({ ...process.env, NODE_ENV: nodeEnv }) as Command;
      expect(options.env.NODE_ENV).toBe('production');
      const mode = args[args.indexOf('--mode') + 1] as string;
      expect(mode).toBe('production');
      expect(viteBuildsForProduction(options.env, mode)).toBe(true);
    }
  });

  it('is the command npm start and npm run build run', async () => {
    const { readFile } = await import('node:fs/promises');
    const build = await readFile(join(root, 'scripts/build.mjs'), 'utf8');
    expect(build).toContain('webBuildCommand()');
    expect(build).not.toMatch(/bin\('vite'\)/);
  });
});
