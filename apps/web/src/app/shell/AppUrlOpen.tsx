import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { tokenStore } from '../../lib/api/token-store';
import { openDeepLink } from '../../platform/deep-link';
import { platform } from '../../platform/platform';
import { queryPreloader } from '../deep-link-preload';

/**
 * Section 2's deep links in the native shell: a URL that opens the app (coffer://app/exchange, an
 * https app link or universal link) runs through the same resolver as a web URL, with the native
 * steps (the store update check), then the app navigates. Rendered only in the shell.
 */
export function AppUrlOpen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      platform.onAppUrlOpen((url) => {
        void openDeepLink({
          url,
          hasToken: tokenStore.get() !== null,
          native: platform.native,
          preload: queryPreloader(queryClient),
        }).then((to) => navigate(to));
      }),
    [navigate, queryClient],
  );
  return null;
}
