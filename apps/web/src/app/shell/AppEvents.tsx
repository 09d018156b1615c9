import { BANNED_TOAST_MS, MAINTENANCE_PATH, TOAST_MS } from '@coffer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reloadData } from '../../lib/data-refresh';
import { logout } from '../../lib/session/session';
import { showToast } from '../../lib/ui/toast';
import { onAppEvent } from '../../platform/app-events';

/** Handles the section 4 app events (platform/app-events.ts). Renders nothing. */
export function AppEvents() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onAppEvent((event) => {
        switch (event.type) {
          case 'init':
            void reloadData(queryClient);
            return;
          case 'message':
            showToast(event.text, { tone: event.tone ?? 'info', durationMs: TOAST_MS });
            return;
          case 'maintenance':
            void navigate(MAINTENANCE_PATH);
            return;
          case 'banned':
            // The key is the spec's ALERT.message.banned; i18next reads the dots as nesting.
            showToast(t('ALERT.message.banned'), { tone: 'error', position: 'top', durationMs: BANNED_TOAST_MS });
            return;
          case 'logout':
            void logout({ callApi: event.callApi, clearData: event.clearData });
            return;
        }
      }),
    [t, navigate, queryClient],
  );
  return null;
}
