import { type ReactNode, useId } from 'react';
import { cardClass } from './styles';

/** One card of a page with its own heading (profile, wallet, tiers). */
export function Section({
  title,
  lead,
  children,
  testId,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`min-w-0 ${cardClass}`} data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-fg-muted">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
