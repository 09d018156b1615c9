import type { ImageOptions } from '@capacitor/camera';
import type { PermissionState } from '@capacitor/core';
import type { DeviceInfo } from '@capacitor/device';
import type { WriteFileOptions } from '@capacitor/filesystem';
import type { ShareOptions } from '@capacitor/share';
import type { StyleOptions } from '@capacitor/status-bar';
import { storeButtons } from '@coffer/domain';
import type { AppTrackingStatus } from 'capacitor-plugin-app-tracking-transparency';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSecretStore } from '../src/lib/storage';
import { camera, installCamera, photoDataUrl } from '../src/platform/camera';
import { nativeCamera } from '../src/platform/native/camera';
import { installNativeShell, parseNativeSettings } from '../src/platform/native/install';
import type { NativePlugins } from '../src/platform/native/plugins';
import { nativePush, pushPermission } from '../src/platform/native/push';
import { nativeFileSharer } from '../src/platform/native/share';
import { applyStatusBar } from '../src/platform/native/status-bar';
import { askTracking } from '../src/platform/native/tracking';
import { installPlatform, platform, serverUrl } from '../src/platform/platform';
import { installPush } from '../src/platform/push';
import { FakeApp, FakeBiometric, FakeListeners, FakeSecureStorage, settle } from './native-fakes';

type CameraApi = NativePlugins['camera'];
type PushApi = NativePlugins['push'];
type DeviceApi = NativePlugins['device'];
type TrackingApi = NativePlugins['tracking'];
type StatusbarApi = NativePlugins['statusBar'];

class FakeCamera implements CameraApi {
  calls: ImageOptions[] = [];
  result: { base64String?: string; format: string } | Error = { base64String: 'QUJD', format: 'jpeg' };
  async getPhoto(options: ImageOptions) {
    this.calls.push(options);
    if (this.result instanceof Error) throw this.result;
    return { ...this.result, saved: false };
  }
}

class FakePush extends FakeListeners implements PushApi {
  state: PermissionState = 'prompt';
  answer: PermissionState = 'granted';
  registered = 0;
  unregistered = 0;
  /** What register() leads to: a token event, an error event, or nothing. */
  onRegister: (push: FakePush) => void = (push) => push.fire('registration', { value: 'device-token' });
  async checkPermissions() {
    return { receive: this.state };
  }
  async requestPermissions() {
    this.state = this.answer;
    return { receive: this.state };
  }
  async register() {
    this.registered++;
    setTimeout(() => this.onRegister(this), 0);
  }
  async unregister() {
    this.unregistered++;
  }
}

class FakeDevice implements DeviceApi {
  constructor(private readonly info: Partial<DeviceInfo>) {}
  async getInfo(): Promise<DeviceInfo> {
    return {
      model: 'x',
      platform: 'android',
      operatingSystem: 'android',
      osVersion: '14',
      manufacturer: 'Google',
      isVirtual: false,
      webViewVersion: '120',
      ...this.info,
    };
  }
}

class FakeTracking implements TrackingApi {
  requests = 0;
  constructor(
    public status: AppTrackingStatus,
    private readonly answer: AppTrackingStatus = 'denied',
  ) {}
  async getStatus() {
    return { status: this.status };
  }
  async requestPermission() {
    this.requests++;
    this.status = this.answer;
    return { status: this.status };
  }
}

class FakeStatusBar implements StatusbarApi {
  calls: string[] = [];
  async setStyle({ style }: StyleOptions) {
    this.calls.push(`style ${style}`);
  }
  async setBackgroundColor({ color }: { color: string }) {
    this.calls.push(`color ${color}`);
  }
}

const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
});

describe('the camera for KYC (@capacitor/camera)', () => {
  it('captures with section 5 settings: quality 90, width 1024, base64', async () => {
    const plugin = new FakeCamera();
    restores.push(installCamera(nativeCamera(plugin)));
    const photo = await camera.takePhoto({ source: 'camera' });
    expect(camera.available).toBe(true);
    expect(plugin.calls[0]).toMatchObject({
      quality: 90,
      width: 1024,
      resultType: 'base64',
      source: 'CAMERA',
      direction: 'REAR',
      saveToGallery: false,
    });
    expect(photo).toEqual({ base64: 'QUJD', format: 'jpeg' });
    expect(photo && photoDataUrl(photo)).toBe('data:image/jpeg;base64,QUJD');
  });

  it('takes selfies with the front camera and documents from the library', async () => {
    const plugin = new FakeCamera();
    const native = nativeCamera(plugin);
    await native.takePhoto({ source: 'camera', facing: 'front' });
    await native.takePhoto({ source: 'photos' });
    expect(plugin.calls.map((c) => [c.source, c.direction])).toEqual([
      ['CAMERA', 'FRONT'],
      ['PHOTOS', 'REAR'],
    ]);
  });

  it('answers null when the user cancels, and throws a refusal', async () => {
    const plugin = new FakeCamera();
    const native = nativeCamera(plugin);
    plugin.result = new Error('User cancelled photos app');
    expect(await native.takePhoto({ source: 'camera' })).toBeNull();
    plugin.result = new Error('User denied access to camera');
    await expect(native.takePhoto({ source: 'camera' })).rejects.toThrow('denied');
  });

  it('is not available on the web, where KYC captures with getUserMedia', () => {
    expect(camera.available).toBe(false);
  });
});

describe('push registration (@capacitor/push-notifications)', () => {
  it.each([
    ['granted', 'granted'],
    ['denied', 'denied'],
    ['prompt', 'default'],
    ['prompt-with-rationale', 'default'],
  ] as const)('maps the %s permission to %s', (state, permission) => {
    expect(pushPermission(state)).toBe(permission);
  });

  it('asks once, registers and answers the device token (FCM on Android, APNs on iOS)', async () => {
    const plugin = new FakePush();
    expect(await nativePush(plugin, 'android').start()).toEqual({
      permission: 'granted',
      registration: { kind: 'fcm', token: 'device-token' },
    });
    const ios = new FakePush();
    ios.state = 'granted';
    expect((await nativePush(ios, 'ios').start()).registration).toEqual({ kind: 'apns', token: 'device-token' });
    await settle();
    expect(plugin.count('registration')).toBe(0);
  });

  it('does not register when the user denies', async () => {
    const plugin = new FakePush();
    plugin.answer = 'denied';
    expect(await nativePush(plugin, 'ios').start()).toEqual({ permission: 'denied', registration: null });
    expect(plugin.registered).toBe(0);
  });

  it('fails on a registration error and stops with unregister', async () => {
    const plugin = new FakePush();
    plugin.state = 'granted';
    plugin.onRegister = (push) => push.fire('registrationError', { error: 'no FCM config' });
    const push = nativePush(plugin, 'android');
    await expect(push.start()).rejects.toThrow('no FCM config');
    await push.stop();
    expect(plugin.unregistered).toBe(1);
  });

  it('is the provider the app uses once installed', async () => {
    const plugin = new FakePush();
    plugin.state = 'denied';
    const { push } = await import('../src/platform/push');
    expect(push.supported).toBe(false);
    restores.push(installPush(nativePush(plugin, 'android')));
    expect(push.supported).toBe(true);
    expect(await push.permission()).toBe('denied');
  });
});

describe('the iOS tracking prompt (section 8)', () => {
  const deps = (tracking: FakeTracking, alert = vi.fn(), shown = { value: false }) => ({
    tracking,
    texts: async () => ({ title: 'Tracking is off', body: 'Why' }),
    alert,
    shown: {
      get: () => shown.value,
      set: () => {
        shown.value = true;
      },
    },
  });

  it('asks when undecided and explains a denial once', async () => {
    const tracking = new FakeTracking('notDetermined', 'denied');
    const alert = vi.fn();
    const shown = { value: false };
    expect(await askTracking(deps(tracking, alert, shown))).toBe('denied');
    expect(tracking.requests).toBe(1);
    expect(alert).toHaveBeenCalledWith('Tracking is off\n\nWhy');
    await askTracking(deps(tracking, alert, shown));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(tracking.requests).toBe(1);
  });

  it.each(['authorized', 'restricted'] as const)('shows nothing when %s', async (status) => {
    const alert = vi.fn();
    await askTracking(deps(new FakeTracking('notDetermined', status), alert));
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('files, status bar and settings', () => {
  it('writes a PDF to the cache and opens the share sheet with it', async () => {
    const written: WriteFileOptions[] = [];
    const shared: ShareOptions[] = [];
    const share = nativeFileSharer(
      {
        writeFile: async (options) => {
          written.push(options);
          return { uri: `file:///cache/${options.path}` };
        },
      },
      {
        share: async (options) => {
          shared.push(options);
          return {};
        },
      },
    );
    const outcome = await share({
      name: 'BTC statement/01-11-2026.pdf',
      mimeType: 'application/pdf',
      data: new Blob(['%PDF-1.7']),
    });
    expect(outcome).toBe('shared');
    expect(written[0]).toMatchObject({
      path: 'BTC statement_01-11-2026.pdf',
      data: btoa('%PDF-1.7'),
      directory: 'CACHE',
    });
    expect(shared[0]?.files).toEqual(['file:///cache/BTC statement_01-11-2026.pdf']);
  });

  it('follows the theme with the status bar (Android also colours it)', async () => {
    const bar = new FakeStatusBar();
    await applyStatusBar(bar, 'android', 'dark');
    await applyStatusBar(bar, 'ios', 'light');
    expect(bar.calls).toEqual(['style DARK', 'color #0b1220', 'style LIGHT']);
  });

  it.each([
    ['https://coffer.example', 'https://coffer.example'],
    ['https://coffer.example/', 'https://coffer.example'],
    ['http://10.0.2.2:8080', 'http://10.0.2.2:8080'],
  ])('accepts the server origin %s', (origin, parsed) => {
    expect(parseNativeSettings({ serverOrigin: origin }).serverOrigin).toBe(parsed);
  });

  it.each([[{}], [{ serverOrigin: 'ftp://x' }], [{ serverOrigin: 'https://x.example/api' }], [null]])(
    'refuses %j',
    (value) => {
      expect(() => parseNativeSettings(value)).toThrow();
    },
  );
});

describe('the native shell installed at start-up', () => {
  function plugins(device: Partial<DeviceInfo>, tracking = new FakeTracking('authorized')): NativePlugins {
    return {
      app: new FakeApp(),
      device: new FakeDevice(device),
      secureStorage: new FakeSecureStorage(),
      biometric: new FakeBiometric(),
      camera: new FakeCamera(),
      push: new FakePush(),
      share: { share: async () => ({}) },
      filesystem: { writeFile: async () => ({ uri: 'file:///x' }) },
      statusBar: new FakeStatusBar(),
      tracking,
    };
  }

  async function install(device: Partial<DeviceInfo>, tracking?: FakeTracking, alert = vi.fn()) {
    const snapshot = { ...platform };
    restores.push(() => installPlatform(snapshot));
    restores.push(() => installSecretStore(null));
    return installNativeShell(
      plugins(device, tracking),
      parseNativeSettings({ serverOrigin: 'https://coffer.example' }),
      {
        trackingTexts: async () => ({ title: 't', body: 'b' }),
        alert,
      },
    );
  }

  it('shows the Huawei gallery button on a Huawei phone, from the device manufacturer', async () => {
    expect(await install({ platform: 'android', manufacturer: 'HUAWEI' })).toBe('android');
    expect(platform.native).toBe(true);
    expect(platform.device()).toEqual({ platform: 'android', manufacturer: 'HUAWEI' });
    expect(storeButtons(platform.device())).toEqual({
      googlePlay: false,
      huaweiAppGallery: true,
      appleAppStore: false,
    });
  });

  it('shows only the App Store on an iPhone and reaches the server by its origin', async () => {
    await install({ platform: 'ios', manufacturer: 'Apple' });
    expect(storeButtons(platform.device())).toEqual({
      googlePlay: false,
      huaweiAppGallery: false,
      appleAppStore: true,
    });
    expect(serverUrl('/api/user/me')).toBe('https://coffer.example/api/user/me');
    expect(await platform.biometryType()).toBe('faceId');
  });

  it('asks for tracking on iOS only', async () => {
    const alert = vi.fn();
    await install({ platform: 'android' }, new FakeTracking('denied'), alert);
    await install({ platform: 'ios' }, new FakeTracking('denied'), alert);
    await settle();
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('leaves the web as it is until the shell installs', () => {
    expect(platform.native).toBe(false);
    expect(serverUrl('/api/')).toBe('/api/');
    expect(platform.device()).toEqual({ platform: 'web' });
  });
});
