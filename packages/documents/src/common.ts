import {
  DEFAULT_LANGUAGE,
  formatCrypto,
  formatFiat,
  formatPdfDate,
  type Language,
  PDF_FOOTER,
  PDF_MARGINS,
} from '@coffer/domain';
import type { DocumentDescription, DocumentKind, PageSize } from './model';
import { type DocumentTexts, ENGLISH_TEXTS } from './texts';

/** Section 9: PDF metadata author is the provider's company. */
export const DOCUMENT_AUTHOR = 'Coffer';

/** What every builder is told besides its data: the reader's language, the words, the clock. */
export interface DocumentContext {
  readonly language?: Language;
  readonly texts?: DocumentTexts;
  /** When the document is generated: its date line and file name. */
  readonly now: Date;
  /** The metadata author; the provider's company by default. */
  readonly author?: string;
}

export interface ResolvedContext {
  readonly language: Language;
  readonly texts: DocumentTexts;
  readonly now: Date;
  readonly author: string;
}

export function resolveContext(context: DocumentContext): ResolvedContext {
  return {
    language: context.language ?? DEFAULT_LANGUAGE,
    texts: context.texts ?? ENGLISH_TEXTS,
    now: context.now,
    author: context.author ?? DOCUMENT_AUTHOR,
  };
}

/** Section 9 number display: fiat 2 decimals, crypto fixed 8 (cut, zero-padded). */
export function formatCoinAmount(amount: string, isFiat: boolean, language: Language): string {
  return isFiat ? formatFiat(amount, language) : formatCrypto(amount, language);
}

export function generatedLine(context: ResolvedContext): string {
  return `${context.texts.generatedOn} ${formatPdfDate(context.now, context.language)}`;
}

/** The frame every document shares: page, margins, metadata and the section 9 footer. */
export function documentFrame(
  kind: DocumentKind,
  page: PageSize,
  title: string,
  fileName: string,
  context: ResolvedContext,
): Omit<DocumentDescription, 'blocks'> {
  return {
    kind,
    page,
    margins: PDF_MARGINS,
    info: { title, author: context.author, subject: title },
    fileName,
    footer: PDF_FOOTER,
  };
}
