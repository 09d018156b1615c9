import { getDocumentProxy } from 'unpdf';

export interface PdfText {
  readonly str: string;
  /** From the page's left edge. */
  readonly x: number;
  /** From the page's top edge, to the text's top. */
  readonly top: number;
  readonly width: number;
}

export interface ParsedPage {
  readonly width: number;
  readonly height: number;
  readonly items: readonly PdfText[];
  /** The page's text, items joined by spaces. */
  readonly text: string;
}

export interface ParsedPdf {
  readonly pages: readonly ParsedPage[];
  readonly text: string;
  readonly info: Record<string, unknown>;
}

/** Parses PDF bytes with pdf.js (unpdf): page sizes, positioned text and the metadata. */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: ParsedPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    const height = y1 - y0;
    const content = await page.getTextContent();
    const items: PdfText[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      items.push({ str: item.str, x, top: height - y - item.height, width: item.width });
    }
    pages.push({ width: x1 - x0, height, items, text: items.map((i) => i.str).join(' ') });
  }
  const meta = await pdf.getMetadata();
  return { pages, text: pages.map((p) => p.text).join('\n'), info: meta.info as Record<string, unknown> };
}

/** Every text item inside the page's margins (a small tolerance for font metrics). */
export function outsideMargins(page: ParsedPage, horizontal: number, vertical: number): PdfText[] {
  const slack = 0.5;
  return page.items.filter(
    (i) =>
      i.x < horizontal - slack ||
      i.x + i.width > page.width - horizontal + slack ||
      i.top < vertical - slack - 2 ||
      i.top > page.height - vertical + slack,
  );
}
