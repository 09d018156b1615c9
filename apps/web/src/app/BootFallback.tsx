import { useTranslation } from 'react-i18next';
import { BrandMark } from '../lib/ui/icons';

/**
 * The header bar before the app has started. index.html carries the same markup in #root, so the
 * first paint comes with the document, before any code (docs/decisions/0036); the test
 * boot-shell.test.tsx keeps the two equal. The brand is the same word in every language.
 */
export function BootHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-5">
        <span className="flex min-w-0 items-center gap-2 rounded-lg px-1 text-lg font-semibold text-fg">
          <BrandMark />
          <span className="max-[419px]:sr-only">Coffer</span>
        </span>
      </div>
    </header>
  );
}

/**
 * The boot shell's spinner, with the busy state announced: below the boot header, or in the layout's place for a
 * screen (`inLayout`), at the same spot (the viewport under the 4rem header).
 */
export function BootSpinner({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex ${inLayout ? 'min-h-[calc(100dvh-4rem)]' : 'flex-1'} items-center justify-center`}
      role="status"
    >
      <span className="boot-spinner" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

/** Shown while the first screen's code loads: index.html's boot shell, with the busy state announced. */
export function BootFallback() {
  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <BootHeader />
      <BootSpinner />
    </div>
  );
}
