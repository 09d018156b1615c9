import type { DocumentContext, DocumentRequest, StatementEntry } from '@coffer/documents';

/** Messages to the PDF worker: history rows as they arrive, then the document to build. */
export type ToWorker =
  | { readonly type: 'entries'; readonly entries: readonly StatementEntry[] }
  | { readonly type: 'build'; readonly request: DocumentRequest; readonly context: DocumentContext };

/** Messages from the PDF worker. */
export type FromWorker =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'done'; readonly bytes: ArrayBuffer; readonly fileName: string; readonly title: string }
  | { readonly type: 'error'; readonly message: string };
