import type { DocumentRequest } from '@coffer/documents';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../lib/ui/toast';
import { deliverPdf } from './deliver';
import { type PdfJob, startPdfJob } from './pdf-job';
import { documentContext, useStatementsText } from './texts';

/** Where a document is: gathering history rows, drawing the PDF, or nothing under way. */
export type DocumentPhase =
  | { readonly state: 'idle' }
  | { readonly state: 'gathering'; readonly rows: number; readonly fraction: number }
  | { readonly state: 'rendering'; readonly done: number; readonly total: number };

const IDLE: DocumentPhase = { state: 'idle' };

/** What a document's preparation may do before the worker builds it. */
export interface Preparation {
  readonly job: PdfJob;
  readonly signal: AbortSignal;
  readonly setPhase: (phase: DocumentPhase) => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Runs one document at a time: `prepare` gathers what it needs (handing history rows to the worker
 * as they arrive) and returns the request; the worker builds and draws it; the file is shared or
 * downloaded. A failure shows the spec's toast for the document's family (section 8); a cancel
 * shows nothing.
 */
export function useDocumentRun(failure: 'receipt' | 'account') {
  const { t, language } = useStatementsText();
  const [phase, setPhase] = useState<DocumentPhase>(IDLE);
  const current = useRef<{ job: PdfJob; abort: AbortController } | null>(null);

  const cancel = useCallback(() => {
    current.current?.abort.abort();
    current.current?.job.cancel();
    current.current = null;
    setPhase(IDLE);
  }, []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (prepare: (preparation: Preparation) => Promise<DocumentRequest>): Promise<boolean> => {
      if (current.current) return false;
      const job = startPdfJob();
      const abort = new AbortController();
      const mine = { job, abort };
      current.current = mine;
      const update = (next: DocumentPhase) => {
        if (current.current === mine) setPhase(next);
      };
      update({ state: 'rendering', done: 0, total: 0 });
      try {
        const request = await prepare({ job, signal: abort.signal, setPhase: update });
        update({ state: 'rendering', done: 0, total: 0 });
        const file = await job.build(request, documentContext(t, language), (done, total) =>
          update({ state: 'rendering', done, total }),
        );
        if (abort.signal.aborted) return false;
        const outcome = await deliverPdf(file);
        if (outcome !== 'cancelled') showToast(t('ready'), { tone: 'success' });
        return true;
      } catch (error) {
        job.cancel();
        if (!isAbort(error) && !abort.signal.aborted) showToast(t(`toast.${failure}`), { tone: 'error' });
        return false;
      } finally {
        if (current.current === mine) {
          current.current = null;
          setPhase(IDLE);
        }
      }
    },
    [t, language, failure],
  );

  return { phase, run, cancel, busy: phase.state !== 'idle' };
}
