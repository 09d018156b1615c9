import type { Wallet } from '@coffer/contract';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../lib/ui/form';
import { Modal } from '../../lib/ui/Modal';
import { buttonClass } from '../../lib/ui/styles';
import { gatherHistory } from './gather';
import { ProgressPanel } from './ProgressPanel';
import { useStatementsText } from './texts';
import { useDocumentRun } from './use-document-run';

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The default range: the last month, the same day a month ago (the month's last day at most) until today. */
export function lastMonth(now = new Date()): { from: string; to: string } {
  const lastDayBefore = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).getUTCDate();
  const from = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, Math.min(now.getUTCDate(), lastDayBefore)),
  );
  return { from: utcDay(from), to: utcDay(now) };
}

export function statementWallet(wallet: Wallet) {
  return { id: wallet.id, coinCode: wallet.coin.code, isFiat: wallet.isFiat, decimals: wallet.coin.decimals };
}

/**
 * A wallet's statement: a button opening a date range (the last month by default); the history is
 * gathered page by page with a progress bar and a cancel button, then the PDF is shared or downloaded.
 */
export function StatementButton({ wallet }: { wallet: Wallet }) {
  const { t, ready } = useStatementsText();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState(lastMonth);
  const { phase, run, cancel, busy } = useDocumentRun('receipt');
  const today = utcDay(new Date());
  const error = range.from > range.to ? t('statement.badRange') : range.to > today ? t('statement.future') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (error || !range.from || !range.to) return;
    const done = await run(async ({ job, signal, setPhase }) => {
      setPhase({ state: 'gathering', rows: 0, fraction: 0 });
      await gatherHistory(
        wallet.id,
        range.from,
        (entries, progress) => {
          job.append(entries);
          setPhase({ state: 'gathering', ...progress });
        },
        signal,
      );
      return {
        kind: 'statement',
        input: { wallet: statementWallet(wallet), range, currentBalance: wallet.balance, entries: [] },
      };
    });
    if (done) setOpen(false);
  };

  const close = (next: boolean) => {
    if (!next) cancel();
    setOpen(next);
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={() => setOpen(true)}
        disabled={!ready}
        data-testid="statement-open"
      >
        {ready ? t('statement.open') : '…'}
      </button>
      {ready ? (
        <Modal
          open={open}
          onOpenChange={close}
          title={t('statement.title')}
          description={t('statement.lead')}
          testId="statement-dialog"
        >
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                type="date"
                label={t('statement.from')}
                value={range.from}
                max={today}
                disabled={busy}
                onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
                data-testid="statement-from"
              />
              <TextField
                type="date"
                label={t('statement.to')}
                value={range.to}
                max={today}
                disabled={busy}
                error={error ?? undefined}
                onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
                data-testid="statement-to"
              />
            </div>
            {busy ? (
              <ProgressPanel phase={phase} onCancel={cancel} />
            ) : (
              <div>
                <button
                  type="submit"
                  className={buttonClass.primary}
                  disabled={Boolean(error)}
                  data-testid="statement-create"
                >
                  {t('statement.create')}
                </button>
              </div>
            )}
          </form>
        </Modal>
      ) : null}
    </>
  );
}
