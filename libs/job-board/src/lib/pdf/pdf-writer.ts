import PDFDocument from 'pdfkit';
import { hasRtlText, visualRuns, type TextDirection } from './bidi';

/**
 * The document's fonts, as file paths or font data. They must cover every site language: German, Turkish
 * (ş ğ ı İ) and Arabic with its OpenType shaping (DejaVu Sans does).
 */
export interface PdfFonts {
  regular: string | Uint8Array;
  bold: string | Uint8Array;
}

/** A text and the direction it is written in: the page's labels in the page's, a job's texts in the job's. */
export interface DirectedText {
  text: string;
  dir: TextDirection;
}

export interface TextStyle {
  font: 'regular' | 'bold';
  size: number;
  color: string;
}

export interface BlockOptions {
  x?: number;
  width?: number;
  align?: 'left' | 'right';
  /** A web address the text links to. */
  link?: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { top: 56, side: 56, bottom: 72 };
const LINE_HEIGHT = 1.38;

/**
 * A thin layer over pdfkit that owns the layout: line breaking, the direction of each line, page breaks
 * and the footer. Text is drawn one direction run at a time at computed positions, so that pdfkit never
 * breaks lines or pages by itself.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** Where the next line goes. */
  y = MARGIN.top;

  constructor(
    fonts: PdfFonts,
    readonly direction: TextDirection,
    info: { title: string; lang: string; createdAt: Date },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
      bufferPages: true,
      lang: info.lang,
      displayTitle: true,
      info: { Title: info.title, CreationDate: info.createdAt },
    });
    this.doc.registerFont('regular', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
  }

  get left(): number {
    return MARGIN.side;
  }

  get contentWidth(): number {
    return A4.width - 2 * MARGIN.side;
  }

  /** The start edge of the page's language: left, or right for Arabic. */
  get startAlign(): 'left' | 'right' {
    return this.direction === 'rtl' ? 'right' : 'left';
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  /** Starts a new page when less than `height` is left on this one. */
  ensureSpace(height: number): void {
    if (this.y + height > A4.height - MARGIN.bottom) {
      this.doc.addPage();
      this.y = MARGIN.top;
    }
  }

  /** The lines of a text within a width: breaks at spaces, and inside a word only when it is wider than the line. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    this.use(style);
    const fits = (candidate: string) => this.doc.widthOfString(candidate) <= width;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (!fits(rest)) {
          const chars = Array.from(rest);
          let count = chars.length - 1;
          while (count > 1 && !fits(chars.slice(0, count).join(''))) count--;
          lines.push(chars.slice(0, count).join(''));
          rest = chars.slice(count).join('');
        }
        line = rest;
      }
      if (line) lines.push(line);
    }
    return lines;
  }

  /** A wrapped text block at the cursor, breaking pages between lines. */
  block(content: DirectedText, style: TextStyle, options: BlockOptions = {}): void {
    const x = options.x ?? this.left;
    const width = options.width ?? this.contentWidth;
    const height = this.lineHeight(style);
    for (const line of this.wrap(content.text, width, style)) {
      this.ensureSpace(height);
      this.line(line, content.dir, style, { ...options, x, width, y: this.y });
      this.y += height;
    }
  }

  /** One line at a fixed place: its direction runs from left to right, aligned within the width. */
  line(text: string, dir: TextDirection, style: TextStyle, options: BlockOptions & { x: number; width: number; y: number }): void {
    this.use(style);
    const runs = dir === 'rtl' || hasRtlText(text) ? visualRuns(text, dir) : [{ text, rtl: false }];
    const widths = runs.map((run) => this.doc.widthOfString(run.text));
    const total = widths.reduce((sum, width) => sum + width, 0);
    let cursor = (options.align ?? 'left') === 'right' ? options.x + options.width - total : options.x;
    const start = cursor;
    runs.forEach((run, index) => {
      // Features given: the whole run is laid out at once, so fontkit orders an Arabic run's glyphs right to left.
      this.doc.text(run.text, cursor, options.y, { lineBreak: false, features: [] });
      cursor += widths[index];
    });
    if (options.link) {
      this.doc.link(start, options.y, total, this.lineHeight(style), options.link);
    }
  }

  /** A thin rule across the content width. */
  rule(color: string): void {
    this.doc.moveTo(this.left, this.y).lineTo(this.left + this.contentWidth, this.y).lineWidth(0.6).strokeColor(color).stroke();
  }

  /** Draws on every page at its bottom margin, once all pages exist. */
  footer(draw: (page: { index: number; count: number; y: number }) => void): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      this.doc.switchToPage(index);
      draw({ index, count, y: A4.height - MARGIN.bottom + 20 });
    }
  }

  /** The finished document. */
  async toBuffer(): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    const finished = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return finished;
  }

  private use(style: TextStyle): void {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
  }
}
