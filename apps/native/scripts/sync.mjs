// `npm run native:sync`: builds the web app, stages it for the shell (www/) and copies it with the
// plugins into the Android and iOS projects (`cap sync`). No Android SDK, Xcode or CocoaPods needed:
// on a machine without CocoaPods the iOS pod install is skipped (run it on the Mac, README).
// --no-build: stage the current build as it is (the CI check, right after `npm test`'s build).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  hashTree,
  isShellFile,
  nativeRoot,
  repoRoot,
  SETTINGS_FILE,
  serverOrigin,
  stagedWeb,
  webDist,
} from './web-files.mjs';

const bin = (name) => join(repoRoot, 'node_modules/.bin', name);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`native:sync: ${[command, ...args].join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!process.argv.includes('--no-build')) {
  const { webBuildCommand } = await import(join(repoRoot, 'scripts/web-build.mjs'));
  const { command, args, options } = webBuildCommand();
  console.log('native:sync: building the web app');
  run(command, args, options);
}

const files = [...hashTree(webDist).keys()].filter(isShellFile);
if (!files.includes('index.html')) {
  console.error('native:sync: apps/web/dist has no index.html; build the web app first');
  process.exit(1);
}
rmSync(stagedWeb, { recursive: true, force: true });
for (const file of files) {
  mkdirSync(dirname(join(stagedWeb, file)), { recursive: true });
  copyFileSync(join(webDist, file), join(stagedWeb, file));
}
writeFileSync(join(stagedWeb, SETTINGS_FILE), `${JSON.stringify({ serverOrigin: serverOrigin() })}\n`);
console.log(`native:sync: ${files.length} files staged, server ${serverOrigin()}`);

run(bin('cap'), ['sync'], { cwd: nativeRoot });
