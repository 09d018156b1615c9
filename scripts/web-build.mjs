// How the web app is built: always a production build, whatever the caller's environment says.
import { join } from 'node:path';
import { bin, root } from './lib.mjs';

/**
 * The command that builds apps/web. `npm start` runs it in the server's environment, where NODE_ENV
 * is often `development` (the README's default): Vite would then bundle React's development build and
 * leave out the service worker. The web build never depends on the server's settings, so its mode and
 * NODE_ENV are fixed to production.
 */
export function webBuildCommand(env = process.env) {
  return {
    command: bin('vite'),
    args: ['build', '--mode', 'production', '--logLevel', 'warn'],
    options: { cwd: join(root, 'apps/web'), env: { ...env, NODE_ENV: 'production' } },
  };
}
