import { decideBack, popHistory, pushHistory } from '@coffer/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { topModal } from '../../platform/modal-stack';
import { platform } from '../../platform/platform';
import { setPopBlocker } from '../pop-blocker';

const ConfirmDialog = lazy(() => import('../../lib/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * Section 2 back handling through the domain's `decideBack`:
 * - browser back (web) while a modal is open stays on the page: back-proof modals (lockscreen,
 *   app-update, terms-update) stay open, other modals close;
 * - the native shell's back button walks an in-app history of up to 10 entries, closes or keeps
 *   modals the same way, and on the dashboard a second press within 2 s asks before exiting;
 * - nothing happens on change-email and reset-password.
 */
export function BackHandler() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const history = useRef<readonly string[]>([]);
  const path = useRef(location.pathname);
  path.current = location.pathname;
  const exitArmedAt = useRef<number | null>(null);
  const [confirmExit, setConfirmExit] = useState(false);

  useEffect(() => {
    history.current = pushHistory(history.current, here);
  }, [here]);

  // Browser back (or forward) while a modal is open: the step is undone (app/history.ts) and the modal decides.
  useEffect(
    () =>
      setPopBlocker(() => {
        const modal = topModal();
        if (modal === null) return false;
        const decision = decideBack({ path: path.current, topModalId: modal.id, exitArmedAt: null, now: Date.now() });
        if (decision.kind === 'closeModal') modal.close?.();
        return true;
      }),
    [],
  );

  useEffect(
    () =>
      platform.onBackButton(() => {
        const decision = decideBack({
          path: path.current,
          topModalId: topModal()?.id ?? null,
          exitArmedAt: exitArmedAt.current,
          now: Date.now(),
        });
        switch (decision.kind) {
          case 'skip':
          case 'keepModal':
            return;
          case 'closeModal':
            topModal()?.close?.();
            return;
          case 'armExit':
            exitArmedAt.current = decision.exitArmedAt;
            return;
          case 'confirmExit':
            exitArmedAt.current = null;
            setConfirmExit(true);
            return;
          case 'navigateBack': {
            const { history: rest, previous } = popHistory(history.current);
            if (previous === null) return;
            history.current = rest;
            void navigate(previous);
            return;
          }
        }
      }),
    [navigate],
  );

  if (!confirmExit) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={confirmExit}
        onOpenChange={setConfirmExit}
        title={t('exitApp.title')}
        description={t('exitApp.body')}
        confirmLabel={t('exitApp.confirm')}
        onConfirm={() => {
          setConfirmExit(false);
          platform.exit();
        }}
      />
    </Suspense>
  );
}
