import type { jsPDF } from 'jspdf';

/**
 * The renderer's text path. jsPDF's `text()` runs every string through its Arabic shaping and bidi
 * plugins and its option handling; for a 10,000-row statement that is most of the time. Documents
 * print only Windows-1252 text in the standard Helvetica (`pdfSafeText`), so this writer measures
 * with jsPDF's own font metrics (cached per character) and writes the text operators straight into
 * the page (`internal.write`); jsPDF still owns the document, pages, fonts, compression and metadata.
 */
export type FontStyle = 'normal' | 'bold';

/** Where Windows-1252 puts the characters that are not Latin-1 (0x80 to 0x9F). */
const CP1252_HIGH: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** From a line's top to its baseline, per point of font size (a whole em: accents stay inside the line). */
const ASCENT = 1;

function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else {
      const high = CP1252_HIGH[char];
      out += high === undefined ? char : String.fromCharCode(high);
    }
  }
  return out;
}

/** The parts of jsPDF's `internal` this writer uses, public in jsPDF but missing from its types. */
interface JsPdfInternals {
  getFont(family: string, style: string): { id: string; metadata: unknown };
  write(...operators: string[]): void;
}

export class TextWriter {
  private readonly internals: JsPdfInternals;
  private readonly widths: Record<FontStyle, Map<string, number>> = { normal: new Map(), bold: new Map() };
  private readonly fonts: Record<FontStyle, { id: string; metadata: unknown }>;
  private readonly pageHeight: number;

  constructor(
    private readonly pdf: jsPDF,
    family: string,
  ) {
    this.internals = pdf.internal as unknown as JsPdfInternals;
    this.fonts = { normal: this.internals.getFont(family, 'normal'), bold: this.internals.getFont(family, 'bold') };
    this.pageHeight = pdf.internal.pageSize.getHeight();
  }

  /** Width in points of `text` at `size`. */
  width(text: string, size: number, style: FontStyle = 'normal'): number {
    const cache = this.widths[style];
    let units = 0;
    for (const char of text) {
      let w = cache.get(char);
      if (w === undefined) {
        w = this.pdf.getStringUnitWidth(char, { font: this.fonts[style] } as Parameters<
          jsPDF['getStringUnitWidth']
        >[1]);
        cache.set(char, w);
      }
      units += w;
    }
    return units * size;
  }

  /** `text` cut into lines no wider than `max`: at spaces, and inside a word longer than a line. */
  wrap(text: string, max: number, size: number, style: FontStyle = 'normal'): string[] {
    if (this.width(text, size, style) <= max) return [text];
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, size, style) <= max) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (this.width(line + char, size, style) > max && line) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A thin grey rule from `x1` to `x2` at `y` (from the top), its colour and width kept to itself. */
  rule(x1: number, x2: number, y: number): void {
    const at = (this.pageHeight - y).toFixed(2);
    this.internals.write(`q 0.843 0.859 0.878 RG 0.5 w ${x1.toFixed(2)} ${at} m ${x2.toFixed(2)} ${at} l S Q`);
  }

  /** Writes one line with its top at `top`; `x` is its left edge, or its right edge when right-aligned. */
  text(
    text: string,
    x: number,
    top: number,
    size: number,
    {
      style = 'normal',
      align = 'left',
      gray = 0.08,
    }: { style?: FontStyle; align?: 'left' | 'right'; gray?: number } = {},
  ): void {
    const left = align === 'right' ? x - this.width(text, size, style) : x;
    const baseline = this.pageHeight - top - size * ASCENT;
    this.internals.write(
      `BT /${this.fonts[style].id} ${size} Tf ${gray} g ${left.toFixed(2)} ${baseline.toFixed(2)} Td (${pdfString(text)}) Tj ET`,
    );
  }
}
