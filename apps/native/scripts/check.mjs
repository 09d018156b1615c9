// CI check of the iOS/Android shell, run by `npm test` right after the web build: the Capacitor
// configuration is valid, the projects carry the deep links and versions they should, and after
// `cap sync` both projects hold exactly the current web build (and nothing committed changed).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  hashTree,
  isShellFile,
  nativeRoot,
  projectWebDirs,
  readNativeConfig,
  repoRoot,
  SETTINGS_FILE,
  serverOrigin,
  webDist,
} from './web-files.mjs';

const problems = [];
const fail = (text) => problems.push(text);
const read = (path) => readFileSync(join(nativeRoot, path), 'utf8');
const settings = readNativeConfig();

// 1. The Capacitor configuration, as the CLI itself resolves it.
const capBin = join(repoRoot, 'node_modules/.bin/cap');
const resolved = JSON.parse(execFileSync(capBin, ['config', '--json'], { cwd: nativeRoot, encoding: 'utf8' }));
const app = resolved.app?.extConfig ?? {};
if (!/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/.test(app.appId ?? ''))
  fail(`appId is not a reverse-domain id: ${app.appId}`);
if (app.appId !== settings.appId || app.appName !== settings.appName)
  fail('capacitor.config.ts and native.config.json disagree');
if (app.webDir !== 'www') fail(`webDir is ${app.webDir}, scripts/sync.mjs stages www`);
if (app.plugins?.CapacitorHttp?.enabled !== true)
  fail('CapacitorHttp must be enabled (API calls leave the local pages)');
if (app.server?.url) fail('server.url is set: the apps must carry their own pages');
serverOrigin();

// 2. Deep links, app links and universal links; versions equal to the client's.
// The forced update compares /wallet-app.json with the domain's CLIENT_VERSION: the apps must say the same.
const version = /export const CLIENT_VERSION = '([^']+)'/.exec(
  readFileSync(join(repoRoot, 'packages/domain/src/constants.ts'), 'utf8'),
)?.[1];
if (!version) fail('CLIENT_VERSION not found in packages/domain/src/constants.ts');
const [major, minor, patch] = (version ?? '0.0.0').split('.').map(Number);
const versionCode = String(major * 10_000 + minor * 100 + patch);
const manifest = read('android/app/src/main/AndroidManifest.xml');
if (!manifest.includes(`<data android:scheme="${settings.urlScheme}" />`))
  fail('AndroidManifest: no custom scheme filter');
if (!/android:autoVerify="true"[\s\S]*?android:host="([^"]+)"/.test(manifest) || RegExp.$1 !== settings.appLinkHost) {
  fail(`AndroidManifest: no verified app link for ${settings.appLinkHost}`);
}
const gradle = read('android/app/build.gradle');
if (!gradle.includes(`applicationId "${settings.appId}"`)) fail('build.gradle: applicationId differs from appId');
if (!gradle.includes(`versionName "${version}"`) || !gradle.includes(`versionCode ${versionCode}`)) {
  fail(`build.gradle: version must be ${version} (${versionCode})`);
}
const plist = read('ios/App/App/Info.plist');
if (!plist.includes(`<string>${settings.urlScheme}</string>`)) fail('Info.plist: no URL scheme');
for (const key of ['NSCameraUsageDescription', 'NSFaceIDUsageDescription', 'NSUserTrackingUsageDescription']) {
  if (!plist.includes(`<key>${key}</key>`)) fail(`Info.plist: ${key} is missing`);
}
if (!read('ios/App/App/App.entitlements').includes(`<string>applinks:${settings.appLinkHost}</string>`)) {
  fail(`App.entitlements: no associated domain for ${settings.appLinkHost}`);
}
const pbxproj = read('ios/App/App.xcodeproj/project.pbxproj');
if (!pbxproj.includes(`PRODUCT_BUNDLE_IDENTIFIER = ${settings.appId};`)) fail('Xcode: bundle id differs from appId');
if (
  (pbxproj.match(new RegExp(`MARKETING_VERSION = ${(version ?? '').replaceAll('.', '\\.')};`, 'g')) ?? []).length !== 2
) {
  fail(`Xcode: MARKETING_VERSION must be ${version}`);
}

// 3. The same plugins for the web code and the native projects, on one major.
const webDeps = JSON.parse(readFileSync(join(repoRoot, 'apps/web/package.json'), 'utf8')).dependencies;
const nativeDeps = JSON.parse(read('package.json')).dependencies;
for (const [name, range] of Object.entries(webDeps)) {
  if (!name.includes('capacitor')) continue;
  if (nativeDeps[name] !== range) fail(`${name}: apps/web has ${range}, apps/native ${nativeDeps[name]}`);
}
for (const [name, range] of Object.entries(nativeDeps)) {
  if (name.startsWith('@capacitor/') && !/^\^7\./.test(range))
    fail(`${name} ${range}: every Capacitor package stays on 7`);
}

// 4. Sync the current build, then compare what each project carries with the build.
if (!existsSync(join(webDist, 'index.html'))) fail('apps/web/dist has no build');
else {
  const sync = spawnSync(process.execPath, [join(nativeRoot, 'scripts/sync.mjs'), '--no-build'], { encoding: 'utf8' });
  if (sync.status !== 0) fail(`native:sync failed:\n${sync.stdout}${sync.stderr}`);
  const expected = new Map([...hashTree(webDist)].filter(([path]) => isShellFile(path)));
  const origin = serverOrigin();
  for (const [platform, dir] of Object.entries(projectWebDirs)) {
    const actual = hashTree(dir);
    for (const [path, hash] of expected) {
      if (actual.get(path) !== hash) fail(`${platform}: ${path} is not the current build's`);
    }
    for (const path of actual.keys()) {
      if (!expected.has(path) && !['cordova.js', 'cordova_plugins.js', SETTINGS_FILE].includes(path)) {
        fail(`${platform}: ${path} is not part of the build`);
      }
    }
    const shellSettings = existsSync(join(dir, SETTINGS_FILE))
      ? JSON.parse(readFileSync(join(dir, SETTINGS_FILE)))
      : {};
    if (shellSettings.serverOrigin !== origin) fail(`${platform}: ${SETTINGS_FILE} does not name ${origin}`);
  }
  for (const path of ['android/app/src/main/assets/capacitor.config.json', 'ios/App/App/capacitor.config.json']) {
    // iOS adds the plugin classes it registers (packageClassList); the rest is the configuration as is.
    const { packageClassList: _classes, ...copied } = JSON.parse(read(path));
    if (JSON.stringify(copied) !== JSON.stringify(app)) fail(`${path} is not the current configuration`);
  }
  // Plugin registrations (capacitor.settings.gradle, Podfile, ...) are committed: sync must not change them.
  const changed = spawnSync('git', ['status', '--porcelain', '--', 'android', 'ios'], {
    cwd: nativeRoot,
    encoding: 'utf8',
  });
  if (changed.status === 0 && changed.stdout.trim()) {
    fail(`cap sync changed committed project files (commit them after npm run native:sync):\n${changed.stdout}`);
  }
}

if (problems.length) {
  console.error(`native shell check: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('native shell check: configuration valid; Android and iOS carry the current web build');
