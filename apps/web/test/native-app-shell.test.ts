import { describe, expect, it, vi } from 'vitest';
import { appUrlToLink, nativeAppShell } from '../src/platform/native/app-shell';
import { FakeApp, settle } from './native-fakes';

describe('the native app shell (@capacitor/app)', () => {
  it('calls the back handler on each hardware back press until stopped', async () => {
    const app = new FakeApp();
    const shell = nativeAppShell(app);
    const handler = vi.fn();
    const stop = shell.onBackButton(handler);
    await settle();
    app.fire('backButton', { canGoBack: true });
    app.fire('backButton', { canGoBack: false });
    expect(handler).toHaveBeenCalledTimes(2);
    stop();
    await settle();
    app.fire('backButton', { canGoBack: true });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(app.count('backButton')).toBe(0);
  });

  it('removes a listener stopped before Capacitor answered its handle', async () => {
    const app = new FakeApp();
    nativeAppShell(app).onBackButton(vi.fn())();
    await settle();
    expect(app.count('backButton')).toBe(0);
  });

  it('exits through exitApp', () => {
    const app = new FakeApp();
    nativeAppShell(app).exit();
    expect(app.exits).toBe(1);
  });

  it('reports the app state as background and foreground', async () => {
    const app = new FakeApp();
    const states: string[] = [];
    nativeAppShell(app).onAppStateChange((state) => states.push(state));
    await settle();
    app.fire('appStateChange', { isActive: false });
    app.fire('appStateChange', { isActive: true });
    expect(states).toEqual(['background', 'foreground']);
  });

  it('hands opened URLs to the deep-link resolver as paths', async () => {
    const app = new FakeApp();
    const urls: string[] = [];
    nativeAppShell(app).onAppUrlOpen((url) => urls.push(url));
    await settle();
    app.fire('appUrlOpen', { url: 'coffer://app/exchange' });
    app.fire('appUrlOpen', { url: 'https://coffer.example/signup/ABC?x=1' });
    expect(urls).toEqual(['/exchange', 'https://coffer.example/signup/ABC?x=1']);
  });

  it('opens the launch URL once, though Capacitor also retains it as an appUrlOpen event', async () => {
    const app = new FakeApp('coffer://app/earn');
    const urls: string[] = [];
    nativeAppShell(app).onAppUrlOpen((url) => urls.push(url));
    await settle();
    app.fire('appUrlOpen', { url: 'coffer://app/earn' });
    app.fire('appUrlOpen', { url: 'coffer://app/earn' });
    expect(urls).toEqual(['/earn', '/earn']);
  });

  it('opens a link that arrives when there was no launch URL, and again when opened again', async () => {
    const app = new FakeApp(null);
    const urls: string[] = [];
    nativeAppShell(app).onAppUrlOpen((url) => urls.push(url));
    await settle();
    app.fire('appUrlOpen', { url: 'coffer://app/card' });
    app.fire('appUrlOpen', { url: 'coffer://app/card' });
    expect(urls).toEqual(['/card', '/card']);
  });

  it.each([
    ['coffer://app/exchange', '/exchange'],
    ['coffer://app', '/'],
    ['coffer://app?referralCode=1', '?referralCode=1'],
    ['coffer://signup/CODE', '/signup/CODE'],
    ['COFFER://kyc', '/kyc'],
    ['coffer://application/x', '/application/x'],
    ['https://coffer.example/earn', 'https://coffer.example/earn'],
  ])('reads %s as %s', (url, link) => {
    expect(appUrlToLink(url)).toBe(link);
  });
});
