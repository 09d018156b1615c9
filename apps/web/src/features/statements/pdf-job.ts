import type { DocumentContext, DocumentRequest, StatementEntry } from '@coffer/documents';
import type { FromWorker, ToWorker } from './protocol';

export interface PdfFile {
  readonly bytes: ArrayBuffer;
  readonly fileName: string;
  readonly title: string;
}

export interface PdfJob {
  /** Hands history rows to the worker as pages arrive. */
  append(entries: readonly StatementEntry[]): void;
  /** Builds and draws the document; rejects with an AbortError once canceled. */
  build(
    request: DocumentRequest,
    context: DocumentContext,
    onProgress?: (done: number, total: number) => void,
  ): Promise<PdfFile>;
  /** Ends the worker at once, whatever it is doing. */
  cancel(): void;
}

export function abortError(): DOMException {
  return new DOMException('Canceled', 'AbortError');
}

/**
 * One PDF worker for one document. The worker's module (jsPDF and the builders) is fetched only
 * here, when a document is asked for; it is no part of the first screen's JavaScript.
 */
export function startPdfJob(): PdfJob {
  const worker = new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf' });
  let reject: ((reason: unknown) => void) | null = null;
  const send = (message: ToWorker) => worker.postMessage(message);
  return {
    append(entries) {
      send({ type: 'entries', entries });
    },
    build(request, context, onProgress) {
      return new Promise<PdfFile>((resolve, fail) => {
        reject = fail;
        worker.onmessage = (event: MessageEvent<FromWorker>) => {
          const message = event.data;
          if (message.type === 'progress') onProgress?.(message.done, message.total);
          else {
            worker.terminate();
            if (message.type === 'done') resolve(message);
            else fail(new Error(message.message));
          }
        };
        worker.onerror = (event) => {
          worker.terminate();
          fail(new Error(event.message || 'PDF worker failed'));
        };
        send({ type: 'build', request, context });
      });
    },
    cancel() {
      worker.terminate();
      reject?.(abortError());
    },
  };
}
