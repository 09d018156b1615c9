import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from './styles';

interface ShellPageProps {
  title: string;
  lead: string;
  children?: ReactNode;
  /** A narrower column for single forms (login, signup). */
  narrow?: boolean;
  /** Children laid out by the screen itself (several cards) instead of one card. */
  bare?: boolean;
}

/** A screen's frame: its heading, a short line, and whatever the screen adds below. */
export function ShellPage({ title, lead, children, narrow = false, bare = false }: ShellPageProps) {
  const headingId = useId();
  const { t } = useTranslation();
  const brand = t('app.brand');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);

  return (
    <section
      aria-labelledby={headingId}
      className={`mx-auto w-full ${narrow ? 'max-w-lg' : 'max-w-3xl'} px-4 py-6 sm:px-6 sm:py-10`}
    >
      <h1 id={headingId} className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-base text-fg-muted">{lead}</p>
      {children ? (
        <div className={bare ? 'mt-6 grid grid-cols-1 gap-5' : `mt-6 min-w-0 ${cardClass}`}>{children}</div>
      ) : null}
    </section>
  );
}
