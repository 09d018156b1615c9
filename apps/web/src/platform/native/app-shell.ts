import type { AppState, Platform } from '../platform';
import { type NativePlugins, syncListener } from './plugins';

/** The custom URL scheme of the apps (coffer://app/exchange); https links use the server's host. */
export const APP_URL_SCHEME = 'coffer';

/**
 * An opened URL as the deep-link resolver reads it. https app links and universal links keep their
 * path; the custom scheme takes `coffer://app/<path>`, and `coffer://<path>` too (the host is then
 * the first segment), since people and other apps write both.
 */
export function appUrlToLink(url: string): string {
  const prefix = `${APP_URL_SCHEME}://`;
  if (!url.toLowerCase().startsWith(prefix)) return url;
  const rest = url.slice(prefix.length);
  if (rest === 'app' || /^app[/?#]/.test(rest)) return rest.slice(3) || '/';
  return `/${rest}`;
}

/**
 * Section 2 and 4 through @capacitor/app: the hardware back button (Android), exit, the app state
 * (background and foreground) and the URLs that open the app. The URL the app was launched with is
 * handed to the first listener, since it arrives before the router is up.
 */
export function nativeAppShell(
  app: NativePlugins['app'],
): Pick<Platform, 'exit' | 'onBackButton' | 'onAppStateChange' | 'onAppUrlOpen'> {
  let launchUrl: Promise<string | null> | null = app
    .getLaunchUrl()
    .then((launch) => launch?.url ?? null)
    .catch(() => null);
  return {
    exit: () => void app.exitApp(),
    onBackButton: (handler) => syncListener(app.addListener('backButton', () => handler())),
    onAppStateChange: (handler: (state: AppState) => void) =>
      syncListener(
        app.addListener('appStateChange', ({ isActive }) => handler(isActive ? 'foreground' : 'background')),
      ),
    onAppUrlOpen: (handler) => {
      // Capacitor also retains the launch URL as an appUrlOpen event for the first listener: the
      // launch URL is handled once, whichever of the two brings it first.
      const pending = launchUrl;
      launchUrl = null;
      // undefined: the launch URL is not known yet; null: nothing left to skip.
      let launch: string | null | undefined = pending ? undefined : null;
      let live = true;
      void pending?.then((url) => {
        if (!live) return;
        if (launch === undefined) {
          launch = url;
          if (url) handler(appUrlToLink(url));
          return;
        }
        if (url && url !== launch) handler(appUrlToLink(url));
        launch = null;
      });
      const stop = syncListener(
        app.addListener('appUrlOpen', ({ url }) => {
          if (launch === undefined) launch = url;
          else if (launch === url) {
            launch = null;
            return;
          }
          handler(appUrlToLink(url));
        }),
      );
      return () => {
        live = false;
        stop();
      };
    },
  };
}
