import PDFDocument from 'pdfkit';
import { drawLines, lineHeightOf, registerFonts, wrap, type Direction, type Line, type TextStyle, type Weight } from './pdf-text';

/**
 * A plain A4 report on pdfkit: headings, label–value lines and tables whose cells wrap, each text
 * drawn by pdf-text.ts in its own script. The writer keeps the cursor and adds a page (with its
 * footer) when the next block does not fit. A right-to-left report (Arabic) is laid out mirrored:
 * every paragraph right to left and right-aligned, labels on the right of their values, a table's
 * first column on the right, the page number on the left.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 18;
const BODY = 9.5;
const MUTED = '#555555';
const RULE = '#c9ced6';
const HEADER_FILL = '#eef1f5';

export interface Column { label: string; width: number }

export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  private y = PAGE.margin;
  private pageNumber = 0;

  private readonly direction: Direction;

  constructor(
    private readonly footer: { left: string; page: string },
    info: { title: string; author: string; lang?: string },
    private readonly rtl = false,
  ) {
    this.direction = rtl ? 'rtl' : 'auto';
    this.doc = new PDFDocument({
      size: 'A4', margin: PAGE.margin, autoFirstPage: false, info: { Title: info.title, Author: info.author, Creator: 'FETP learning portal' }, lang: info.lang ?? 'en',
    });
    registerFonts(this.doc);
    this.newPage();
  }

  /** A text's lines in the report's direction. */
  private wrap(text: string, width: number, style: TextStyle): Line[] {
    return wrap(this.doc, text, width, style, this.direction);
  }

  /** The left edge of a box `width` wide that starts `offset` from the start side (the right in a right-to-left report). */
  private x(offset: number, width: number): number {
    return this.rtl ? PAGE.margin + CONTENT_WIDTH - offset - width : PAGE.margin + offset;
  }

  private newPage(): void {
    this.doc.addPage({ size: 'A4', margin: PAGE.margin });
    this.pageNumber += 1;
    this.y = PAGE.margin;
    const style = { size: 8, color: MUTED };
    const pageWidth = 80;
    drawLines(this.doc, this.wrap(this.footer.left, CONTENT_WIDTH - pageWidth, style), this.x(0, CONTENT_WIDTH - pageWidth), PAGE.height - PAGE.margin, CONTENT_WIDTH - pageWidth, style);
    const page = `${this.footer.page} ${this.pageNumber}`;
    // The page number at the end side, aligned to the page's edge.
    const lines = this.wrap(page, pageWidth, style).map((l) => ({ ...l, rtl: !this.rtl }));
    drawLines(this.doc, lines, this.x(CONTENT_WIDTH - pageWidth, pageWidth), PAGE.height - PAGE.margin, pageWidth, style);
  }

  /** Starts a new page unless `height` still fits on this one. */
  private room(height: number): void {
    if (this.y + height > BOTTOM && this.y > PAGE.margin) this.newPage();
  }

  space(points: number): void {
    this.y += points;
  }

  title(text: string, subtitle: string): void {
    this.text(text, { size: 20, weight: 'bold' });
    this.text(subtitle, { size: BODY, color: MUTED });
    this.space(6);
  }

  /** A section heading with a rule under it; kept with at least two lines of what follows. */
  heading(text: string): void {
    this.room(lineHeightOf(13) + 3 * lineHeightOf(BODY));
    this.space(8);
    this.text(text, { size: 13, weight: 'bold' });
    this.doc.moveTo(PAGE.margin, this.y).lineTo(PAGE.margin + CONTENT_WIDTH, this.y).lineWidth(0.75).strokeColor(RULE).stroke();
    this.space(5);
  }

  subheading(text: string): void {
    this.room(lineHeightOf(11) + 3 * lineHeightOf(BODY));
    this.space(4);
    this.text(text, { size: 11, weight: 'bold' });
  }

  /** A paragraph over the whole width. */
  text(value: string, style: { size?: number; weight?: Weight; color?: string } = {}): void {
    const s = { size: style.size ?? BODY, weight: style.weight, color: style.color };
    const lines = this.wrap(value, CONTENT_WIDTH, s);
    for (const line of lines) {
      this.room(lineHeightOf(s.size));
      this.y += drawLines(this.doc, [line], PAGE.margin, this.y, CONTENT_WIDTH, s);
    }
  }

  /** Label–value pairs, the labels in a column of their own. */
  fields(pairs: [string, string][]): void {
    const labelWidth = 130;
    const valueWidth = CONTENT_WIDTH - labelWidth;
    for (const [label, value] of pairs) {
      const labelLines = this.wrap(label, labelWidth - 8, { size: BODY, weight: 'bold' });
      const valueLines = this.wrap(value, valueWidth, { size: BODY });
      const height = Math.max(labelLines.length, valueLines.length) * lineHeightOf(BODY);
      this.room(height);
      drawLines(this.doc, labelLines, this.x(0, labelWidth - 8), this.y, labelWidth - 8, { size: BODY, weight: 'bold', color: MUTED });
      drawLines(this.doc, valueLines, this.x(labelWidth, valueWidth), this.y, valueWidth, { size: BODY });
      this.y += height;
    }
  }

  /** A table over the whole width: `columns` widths are shares of it; the header row is repeated on a new page. */
  table(columns: Column[], rows: string[][]): void {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * CONTENT_WIDTH);
    const pad = 4;
    const drawRow = (cells: string[], header: boolean) => {
      const style = { size: header ? 8.5 : BODY, weight: (header ? 'bold' : 'regular') as Weight };
      const wrapped = cells.map((cell, i) => this.wrap(cell, widths[i]! - 2 * pad, style));
      const height = Math.max(...wrapped.map((l) => l.length)) * lineHeightOf(style.size) + 2 * pad;
      return {
        height,
        draw: () => {
          if (header) this.doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, height).fill(HEADER_FILL);
          let offset = 0;
          wrapped.forEach((lines, i) => {
            drawLines(this.doc, lines, this.x(offset, widths[i]!) + pad, this.y + pad, widths[i]! - 2 * pad, { ...style, color: header ? '#222222' : '#000000' });
            offset += widths[i]!;
          });
          this.y += height;
          this.doc.moveTo(PAGE.margin, this.y).lineTo(PAGE.margin + CONTENT_WIDTH, this.y).lineWidth(0.5).strokeColor(RULE).stroke();
        },
      };
    };
    const header = drawRow(columns.map((c) => c.label), true);
    const first = rows[0] ? drawRow(rows[0], false) : null;
    this.room(header.height + (first?.height ?? 0));
    header.draw();
    rows.forEach((cells, index) => {
      const row = index === 0 && first ? first : drawRow(cells, false);
      if (this.y + row.height > BOTTOM) {
        this.newPage();
        header.draw();
      }
      row.draw();
    });
    this.space(6);
  }
}
