import { jsPDF } from 'jspdf';
import type { Block, Cell, DocumentDescription, TableColumn } from '../model';
import { pdfSafeText } from './pdf-text';
import { type FontStyle, TextWriter } from './writer';

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

/** What drawing needs: the document, the PDF being drawn and its text writer. */
interface Canvas {
  readonly doc: DocumentDescription;
  readonly pdf: jsPDF;
  readonly out: TextWriter;
  readonly cursor: Cursor;
}

/** Starts a new page when `height` more points do not fit on this one; true when it did. */
function ensure({ doc, pdf, cursor }: Canvas, height: number): boolean {
  if (cursor.y + height <= cursor.bottom) return false;
  pdf.addPage([doc.page.width, doc.page.height], doc.page.width > doc.page.height ? 'l' : 'p');
  cursor.y = cursor.top;
  return true;
}

function drawParagraph(canvas: Canvas, text: string, size: number, style: FontStyle): void {
  const { out, cursor } = canvas;
  for (const line of out.wrap(pdfSafeText(text), cursor.width, size, style)) {
    ensure(canvas, size * LINE);
    out.text(line, cursor.left, cursor.y, size, { style });
    cursor.y += size * LINE;
  }
  cursor.y += size * 0.5;
}

function drawFields(canvas: Canvas, rows: readonly (readonly [string, string])[]): void {
  const { out, cursor } = canvas;
  const labelWidth = cursor.width * 0.3;
  for (const [label, value] of rows) {
    const lines = out.wrap(pdfSafeText(value), cursor.width - labelWidth, SIZE.text);
    ensure(canvas, lines.length * SIZE.text * LINE);
    out.text(pdfSafeText(label), cursor.left, cursor.y, SIZE.text, { style: 'bold' });
    for (const line of lines) {
      out.text(line, cursor.left + labelWidth, cursor.y, SIZE.text);
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

function cellX(l: Laid): number {
  return l.column.align === 'right' ? l.x + l.width - CELL_PAD : l.x + CELL_PAD;
}

function drawHeader({ pdf, out, cursor }: Canvas, laid: readonly Laid[]): void {
  const height = SIZE.table * LINE + CELL_PAD * 2;
  pdf.setFillColor(235, 238, 242).rect(cursor.left, cursor.y, cursor.width, height, 'F');
  for (const l of laid) {
    out.text(pdfSafeText(l.column.header), cellX(l), cursor.y + CELL_PAD, SIZE.table, {
      style: 'bold',
      align: l.column.align,
    });
  }
  cursor.y += height;
}

interface CellLine {
  readonly text: string;
  readonly size: number;
}

/** A cell's lines once wrapped to its column: the main text at table size, notes smaller. */
function wrapCell(out: TextWriter, cell: Cell, width: number): CellLine[] {
  const lines: CellLine[] = [];
  cell.forEach((text, i) => {
    const size = i === 0 ? SIZE.table : SIZE.note;
    for (const line of out.wrap(pdfSafeText(text), width, size)) lines.push({ text: line, size });
  });
  return lines;
}

function drawTable(canvas: Canvas, block: Extract<Block, { type: 'table' }>, progress?: RenderProgress): void {
  const { out, cursor } = canvas;
  const laid = layColumns(block.columns, cursor);
  ensure(canvas, SIZE.table * LINE * 3);
  drawHeader(canvas, laid);
  block.rows.forEach((row, index) => {
    const cells = laid.map((l, i) => wrapCell(out, row[i] ?? [], l.width - CELL_PAD * 2));
    const height = Math.max(...cells.map((lines) => lines.reduce((sum, l) => sum + l.size * LINE, 0))) + CELL_PAD * 2;
    if (ensure(canvas, height)) drawHeader(canvas, laid);
    cells.forEach((lines, i) => {
      const l = laid[i] as Laid;
      let y = cursor.y + CELL_PAD;
      for (const line of lines) {
        out.text(line.text, cellX(l), y, line.size, {
          align: l.column.align,
          gray: line.size === SIZE.table ? 0.08 : 0.37,
        });
        y += line.size * LINE;
      }
    });
    cursor.y += height;
    out.rule(cursor.left, cursor.left + cursor.width, cursor.y);
    if (progress && (index + 1) % PROGRESS_EVERY === 0) progress(index + 1, block.rows.length);
  });
  cursor.y += SIZE.text;
}

function drawFooters({ doc, pdf, out }: Canvas): void {
  const pages = pdf.getNumberOfPages();
  const y = doc.page.height - doc.margins.vertical - SIZE.footer;
  const footer = pdfSafeText(doc.footer);
  for (let page = 1; page <= pages; page++) {
    pdf.setPage(page);
    out.text(footer, doc.margins.horizontal, y, SIZE.footer, { gray: 0.37 });
    out.text(`${page} / ${pages}`, doc.page.width - doc.margins.horizontal, y, SIZE.footer, {
      align: 'right',
      gray: 0.37,
    });
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
  const cursor: Cursor = {
    y: doc.margins.vertical,
    top: doc.margins.vertical,
    bottom: height - doc.margins.vertical - SIZE.footer - FOOTER_GAP,
    left: doc.margins.horizontal,
    width: width - doc.margins.horizontal * 2,
  };
  const canvas: Canvas = { doc, pdf, out: new TextWriter(pdf, FONT), cursor };
  for (const block of doc.blocks) {
    if (block.type === 'title') drawParagraph(canvas, block.text, SIZE.title, 'bold');
    else if (block.type === 'heading') drawParagraph(canvas, block.text, SIZE.heading, 'bold');
    else if (block.type === 'text') drawParagraph(canvas, block.text, SIZE.text, 'normal');
    else if (block.type === 'fields') drawFields(canvas, block.rows);
    else drawTable(canvas, block, progress);
  }
  drawFooters(canvas);
  return new Uint8Array(pdf.output('arraybuffer'));
}
