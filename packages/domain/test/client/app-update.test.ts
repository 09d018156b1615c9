import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppUpdateModalInput,
  compareAppVersions,
  type DeviceInfo,
  parseAppVersion,
  type StoreButtons,
  shouldOpenAppUpdateModal,
  storeButtons,
} from '../../src/client/index';

describe('compareAppVersions', () => {
  it.each<[string, string, -1 | 0 | 1]>([
    ['3.5.10', '3.5.7', 1],
    ['3.5.7', '3.5.10', -1],
    ['3.5.7', '3.5.7', 0],
    ['3.6.0', '3.5.99', 1],
    ['4.0.0', '3.99.99', 1],
    ['3.5', '3.5.0', 0],
    ['3.5.0.1', '3.5', 1],
    ['v3.5.8', '3.5.7', 1],
    ['3.5.7-beta.1', '3.5.7', -1],
    ['3.5.7', '3.5.7-rc.1', 1],
    ['3.5.7-rc.1', '3.5.7-beta.1', 1],
    ['3.5.7+build.9', '3.5.7', 0],
    ['10.0.0', '9.0.0', 1],
  ])('%s vs %s -> %d', (a, b, expected) => {
    expect(compareAppVersions(a, b)).toBe(expected);
  });

  it.each(['', 'abc', '3..5', '3.5.x', '.3'])('rejects %j', (text) => {
    expect(parseAppVersion(text)).toBeNull();
    expect(() => compareAppVersions(text, '1.0.0')).toThrow(RangeError);
  });

  it('is antisymmetric on numeric versions', () => {
    const version = fc.array(fc.nat(1_000), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareAppVersions(a, b)).toBe(-compareAppVersions(b, a) || 0);
      }),
    );
  });
});

describe('shouldOpenAppUpdateModal', () => {
  it.each<[string, AppUpdateModalInput, boolean]>([
    ['higher published version', { publishedVersion: '3.5.10', runningVersion: '3.5.7', otherModalOpen: false }, true],
    ['same version', { publishedVersion: '3.5.7', runningVersion: '3.5.7', otherModalOpen: false }, false],
    ['lower published version', { publishedVersion: '3.4.9', runningVersion: '3.5.7', otherModalOpen: false }, false],
    ['another modal is open', { publishedVersion: '9.0.0', runningVersion: '3.5.7', otherModalOpen: true }, false],
    [
      'missing published version',
      { publishedVersion: undefined, runningVersion: '3.5.7', otherModalOpen: false },
      false,
    ],
    [
      'garbage published version',
      { publishedVersion: 'latest', runningVersion: '3.5.7', otherModalOpen: false },
      false,
    ],
    ['numeric published version', { publishedVersion: 4, runningVersion: '3.5.7', otherModalOpen: false }, false],
  ])('%s -> %s', (_name, input, expected) => {
    expect(shouldOpenAppUpdateModal(input)).toBe(expected);
  });
});

describe('storeButtons (section 2)', () => {
  it.each<[string, DeviceInfo, StoreButtons]>([
    [
      'iPhone',
      { platform: 'ios', manufacturer: 'Apple' },
      { googlePlay: false, huaweiAppGallery: false, appleAppStore: true },
    ],
    [
      'iOS with no manufacturer',
      { platform: 'ios' },
      { googlePlay: false, huaweiAppGallery: false, appleAppStore: true },
    ],
    [
      'Android Samsung',
      { platform: 'android', manufacturer: 'samsung' },
      { googlePlay: true, huaweiAppGallery: false, appleAppStore: false },
    ],
    [
      'Android without manufacturer',
      { platform: 'android' },
      { googlePlay: true, huaweiAppGallery: false, appleAppStore: false },
    ],
    [
      'Android Huawei',
      { platform: 'android', manufacturer: 'HUAWEI' },
      { googlePlay: false, huaweiAppGallery: true, appleAppStore: false },
    ],
    ['web', { platform: 'web' }, { googlePlay: true, huaweiAppGallery: false, appleAppStore: true }],
    [
      'web reporting Huawei',
      { platform: 'web', manufacturer: 'Huawei' },
      { googlePlay: false, huaweiAppGallery: true, appleAppStore: true },
    ],
    [
      'iOS reporting Huawei',
      { platform: 'ios', manufacturer: 'huawei' },
      { googlePlay: false, huaweiAppGallery: false, appleAppStore: true },
    ],
  ])('%s', (_name, device, expected) => {
    expect(storeButtons(device)).toEqual(expected);
  });
});
