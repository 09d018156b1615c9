import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { tokenStore } from '../lib/api/token-store';
import { BusyScreen } from '../lib/ui/BusyScreen';
import { openDeepLink } from '../platform/deep-link';
import { queryPreloader } from './deep-link-preload';

/** A deep link opened as a web URL (/exchange, /signup/CODE, /transactions/BTC/tx-1): load, then go. */
export function DeepLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void openDeepLink({
      url: `${location.pathname}${location.search}`,
      hasToken: tokenStore.get() !== null,
      preload: queryPreloader(queryClient),
    }).then((to) => navigate(to, { replace: true }));
  }, [location, navigate, queryClient]);

  return <BusyScreen label={t('app.loading')} />;
}
