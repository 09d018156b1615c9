/// <reference lib="webworker" />
import { buildDocument, type StatementEntry } from '@coffer/documents';
import { renderPdf } from '@coffer/documents/render';
import type { FromWorker, ToWorker } from './protocol';

/**
 * The PDF worker (docs/decisions/0029): it keeps the history rows it is sent, builds the document
 * description and draws it with jsPDF, so neither the formatting of thousands of rows nor the
 * drawing ever runs on the page's main thread. One worker per document; the page ends it to cancel.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const entries: StatementEntry[] = [];

function post(message: FromWorker, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'entries') {
    for (const entry of message.entries) entries.push(entry);
    return;
  }
  try {
    const request =
      message.request.kind === 'statement'
        ? { ...message.request, input: { ...message.request.input, entries } }
        : message.request;
    const doc = buildDocument(request, message.context);
    const bytes = renderPdf(doc, (done, total) => post({ type: 'progress', done, total }));
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    post({ type: 'done', bytes: buffer, fileName: doc.fileName, title: doc.info.title }, [buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
