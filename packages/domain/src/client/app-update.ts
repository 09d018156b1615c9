/** Section 4 app update decisions and the section 2 forced-update store buttons. */

export type DevicePlatform = 'ios' | 'android' | 'web';

export interface AppVersion {
  readonly core: readonly number[];
  readonly preRelease: string | null;
}

const VERSION_PATTERN = /^v?(\d+(?:\.\d+)*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Numeric dot-separated versions ('3.5.10'), optional pre-release and build metadata; else null. */
export function parseAppVersion(text: string): AppVersion | null {
  const match = VERSION_PATTERN.exec(text.trim());
  if (!match?.[1]) return null;
  return { core: match[1].split('.').map(Number), preRelease: match[2] ?? null };
}

/**
 * Compares numerically segment by segment ('3.5.10' > '3.5.7'), missing segments count as 0
 * ('3.5' = '3.5.0'), and a pre-release sorts below its release, as in semver.
 * Throws RangeError on text that is not a version, since ordering garbage has no meaning.
 */
export function compareAppVersions(a: string, b: string): -1 | 0 | 1 {
  const left = parseAppVersion(a);
  const right = parseAppVersion(b);
  if (!left || !right) throw new RangeError(`Not a version: ${left ? b : a}`);
  const length = Math.max(left.core.length, right.core.length);
  for (let i = 0; i < length; i++) {
    const diff = (left.core[i] ?? 0) - (right.core[i] ?? 0);
    if (diff !== 0) return diff > 0 ? 1 : -1;
  }
  if (left.preRelease === right.preRelease) return 0;
  if (left.preRelease === null) return 1;
  if (right.preRelease === null) return -1;
  return left.preRelease > right.preRelease ? 1 : -1;
}

export interface AppUpdateModalInput {
  /** appVersion from the public wallet-app.json; may be missing or garbage. */
  readonly publishedVersion: unknown;
  readonly runningVersion: string;
  readonly otherModalOpen: boolean;
}

/** Opens only for a strictly higher published version and never over another modal. */
export function shouldOpenAppUpdateModal(input: AppUpdateModalInput): boolean {
  if (input.otherModalOpen || typeof input.publishedVersion !== 'string') return false;
  if (!parseAppVersion(input.publishedVersion) || !parseAppVersion(input.runningVersion)) return false;
  return compareAppVersions(input.publishedVersion, input.runningVersion) > 0;
}

export interface DeviceInfo {
  readonly platform: DevicePlatform;
  readonly manufacturer?: string;
}

export interface StoreButtons {
  readonly googlePlay: boolean;
  readonly huaweiAppGallery: boolean;
  readonly appleAppStore: boolean;
}

export function isHuaweiDevice(device: DeviceInfo): boolean {
  return device.manufacturer?.trim().toLowerCase() === 'huawei';
}

/** Section 2 rules verbatim; on the web both Android and Apple buttons show. */
export function storeButtons(device: DeviceInfo): StoreButtons {
  const huawei = isHuaweiDevice(device);
  return {
    googlePlay: device.platform !== 'ios' && !huawei,
    huaweiAppGallery: device.platform !== 'ios' && huawei,
    appleAppStore: device.platform !== 'android',
  };
}
