import { jsPDF } from 'jspdf';
import type { Block, Cell, DocumentDescription, TableColumn } from '../model';
import { pdfSafeText } from './pdf-text';

export { pdfSafeText } from './pdf-text';

/** Called every `PROGRESS_EVERY` table rows while a document is drawn. */
export type RenderProgress = (rowsDone: number, rowsTotal: number) => void;

const FONT = 'helvetica';
const SIZE = { title: 16, heading: 11, text: 9, table: 8, note: 7, footer: 7 } as const;
const LINE = 1.25;
const CELL_PAD = 3;
const FOOTER_GAP = 14;
const PROGRESS_EVERY = 500;

/** Where the next line goes, and the page's limits. */
interface Cursor {
  y: number;
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly width: number;
}

function newPage(pdf: jsPDF, doc: DocumentDescription, cursor: Cursor): void {
  pdf.addPage([doc.page.width, doc.page.height], doc.page.width > doc.page.height ? 'l' : 'p');
  cursor.y = cursor.top;
}

function ensure(pdf: jsPDF, doc: DocumentDescription, cursor: Cursor, height: number): boolean {
  if (cursor.y + height <= cursor.bottom) return false;
  newPage(pdf, doc, cursor);
  return true;
}

function write(pdf: jsPDF, text: string, x: number, y: number, align: 'left' | 'right' = 'left'): void {
  pdf.text(pdfSafeText(text), x, y, { align, baseline: 'top' });
}

function drawParagraph(
  pdf: jsPDF,
  doc: DocumentDescription,
  cursor: Cursor,
  text: string,
  size: number,
  bold: boolean,
) {
  pdf.setFont(FONT, bold ? 'bold' : 'normal').setFontSize(size);
  const lines: string[] = pdf.splitTextToSize(pdfSafeText(text), cursor.width);
  for (const line of lines) {
    ensure(pdf, doc, cursor, size * LINE);
    write(pdf, line, cursor.left, cursor.y);
    cursor.y += size * LINE;
  }
  cursor.y += size * 0.5;
}

function drawFields(
  pdf: jsPDF,
  doc: DocumentDescription,
  cursor: Cursor,
  rows: readonly (readonly [string, string])[],
) {
  const labelWidth = cursor.width * 0.3;
  for (const [label, value] of rows) {
    pdf.setFont(FONT, 'normal').setFontSize(SIZE.text);
    const lines: string[] = pdf.splitTextToSize(pdfSafeText(value), cursor.width - labelWidth);
    ensure(pdf, doc, cursor, lines.length * SIZE.text * LINE);
    pdf.setFont(FONT, 'bold');
    write(pdf, label, cursor.left, cursor.y);
    pdf.setFont(FONT, 'normal');
    for (const line of lines) {
      write(pdf, line, cursor.left + labelWidth, cursor.y);
      cursor.y += SIZE.text * LINE;
    }
  }
  cursor.y += SIZE.text * 0.6;
}

interface Laid {
  readonly x: number;
  readonly width: number;
  readonly column: TableColumn;
}

function layColumns(columns: readonly TableColumn[], cursor: Cursor): Laid[] {
  let x = cursor.left;
  return columns.map((column) => {
    const width = column.width * cursor.width;
    const laid = { x, width, column };
    x += width;
    return laid;
  });
}

function drawHeader(pdf: jsPDF, cursor: Cursor, laid: readonly Laid[]): void {
  pdf.setFont(FONT, 'bold').setFontSize(SIZE.table);
  const height = SIZE.table * LINE + CELL_PAD * 2;
  pdf.setFillColor(235, 238, 242).rect(cursor.left, cursor.y, cursor.width, height, 'F');
  for (const { x, width, column } of laid) {
    const textX = column.align === 'right' ? x + width - CELL_PAD : x + CELL_PAD;
    write(pdf, column.header, textX, cursor.y + CELL_PAD, column.align);
  }
  cursor.y += height;
}

/** A cell's lines once wrapped to its column: the main text at table size, notes smaller. */
function wrapCell(pdf: jsPDF, cell: Cell, width: number): { text: string; size: number }[] {
  const out: { text: string; size: number }[] = [];
  cell.forEach((text, i) => {
    const size = i === 0 ? SIZE.table : SIZE.note;
    pdf.setFontSize(size);
    const safe = pdfSafeText(text);
    const lines: string[] = pdf.getTextWidth(safe) <= width ? [safe] : pdf.splitTextToSize(safe, width);
    for (const line of lines) out.push({ text: line, size });
  });
  return out;
}

function drawTable(
  pdf: jsPDF,
  doc: DocumentDescription,
  cursor: Cursor,
  block: Extract<Block, { type: 'table' }>,
  progress?: RenderProgress,
): void {
  const laid = layColumns(block.columns, cursor);
  ensure(pdf, doc, cursor, SIZE.table * LINE * 3);
  drawHeader(pdf, cursor, laid);
  pdf.setFont(FONT, 'normal').setDrawColor(215, 219, 224).setLineWidth(0.5);
  block.rows.forEach((row, index) => {
    const cells = laid.map((l, i) => wrapCell(pdf, row[i] ?? [], l.width - CELL_PAD * 2));
    const height = Math.max(...cells.map((lines) => lines.reduce((sum, l) => sum + l.size * LINE, 0))) + CELL_PAD * 2;
    if (ensure(pdf, doc, cursor, height)) {
      drawHeader(pdf, cursor, laid);
      pdf.setFont(FONT, 'normal');
    }
    cells.forEach((lines, i) => {
      const l = laid[i] as Laid;
      let y = cursor.y + CELL_PAD;
      for (const line of lines) {
        pdf.setFontSize(line.size).setTextColor(line.size === SIZE.table ? 20 : 95);
        const x = l.column.align === 'right' ? l.x + l.width - CELL_PAD : l.x + CELL_PAD;
        pdf.text(line.text, x, y, { align: l.column.align, baseline: 'top' });
        y += line.size * LINE;
      }
    });
    cursor.y += height;
    pdf.line(cursor.left, cursor.y, cursor.left + cursor.width, cursor.y);
    if (progress && (index + 1) % PROGRESS_EVERY === 0) progress(index + 1, block.rows.length);
  });
  pdf.setTextColor(20);
  cursor.y += SIZE.text;
}

function drawFooters(pdf: jsPDF, doc: DocumentDescription): void {
  const pages = pdf.getNumberOfPages();
  const y = doc.page.height - doc.margins.vertical - SIZE.footer;
  for (let page = 1; page <= pages; page++) {
    pdf.setPage(page);
    pdf.setFont(FONT, 'normal').setFontSize(SIZE.footer).setTextColor(95);
    write(pdf, doc.footer, doc.margins.horizontal, y);
    write(pdf, `${page} / ${pages}`, doc.page.width - doc.margins.horizontal, y, 'right');
  }
}

/** Draws a document description into PDF bytes (jsPDF, docs/decisions/0029). */
export function renderPdf(doc: DocumentDescription, progress?: RenderProgress): Uint8Array {
  const { width, height } = doc.page;
  const pdf = new jsPDF({
    unit: 'pt',
    format: [width, height],
    orientation: width > height ? 'l' : 'p',
    compress: true,
  });
  pdf.setProperties({
    title: pdfSafeText(doc.info.title),
    subject: pdfSafeText(doc.info.subject),
    author: pdfSafeText(doc.info.author),
    creator: pdfSafeText(doc.info.author),
  });
  pdf.setTextColor(20);
  const cursor: Cursor = {
    y: doc.margins.vertical,
    top: doc.margins.vertical,
    bottom: height - doc.margins.vertical - SIZE.footer - FOOTER_GAP,
    left: doc.margins.horizontal,
    width: width - doc.margins.horizontal * 2,
  };
  for (const block of doc.blocks) {
    if (block.type === 'title') drawParagraph(pdf, doc, cursor, block.text, SIZE.title, true);
    else if (block.type === 'heading') drawParagraph(pdf, doc, cursor, block.text, SIZE.heading, true);
    else if (block.type === 'text') drawParagraph(pdf, doc, cursor, block.text, SIZE.text, false);
    else if (block.type === 'fields') drawFields(pdf, doc, cursor, block.rows);
    else drawTable(pdf, doc, cursor, block, progress);
  }
  drawFooters(pdf, doc);
  return new Uint8Array(pdf.output('arraybuffer'));
}
