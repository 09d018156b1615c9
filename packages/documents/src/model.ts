/**
 * A document description: what a PDF says, page by page layout left to the renderer
 * (`@coffer/documents/render`). Builders are pure functions from data to this shape, so they run
 * (and are tested) anywhere; only the renderer needs a PDF library, and it runs in a Web Worker.
 */
export type DocumentKind = 'statement' | 'transaction' | 'account' | 'card' | 'balance';

export interface PageSize {
  readonly width: number;
  readonly height: number;
}

export interface Margins {
  /** Left and right, in PDF points. */
  readonly horizontal: number;
  /** Top and bottom, in PDF points. */
  readonly vertical: number;
}

export type Align = 'left' | 'right';

export interface TableColumn {
  readonly header: string;
  /** Share of the printable width, the columns' shares adding up to 1. */
  readonly width: number;
  readonly align: Align;
}

/** One cell: its lines, the first one main, the next ones smaller notes (a fiat equivalent). */
export type Cell = readonly string[];

export type Block =
  | { readonly type: 'title'; readonly text: string }
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'text'; readonly text: string }
  /** Label and value pairs, one line each. */
  | { readonly type: 'fields'; readonly rows: readonly (readonly [string, string])[] }
  /** A table whose header is repeated on every page it spans. */
  | { readonly type: 'table'; readonly columns: readonly TableColumn[]; readonly rows: readonly (readonly Cell[])[] };

export interface DocumentDescription {
  readonly kind: DocumentKind;
  readonly page: PageSize;
  readonly margins: Margins;
  /** PDF metadata. */
  readonly info: { readonly title: string; readonly author: string; readonly subject: string };
  readonly fileName: string;
  readonly blocks: readonly Block[];
  /** Printed at the foot of every page. */
  readonly footer: string;
}
