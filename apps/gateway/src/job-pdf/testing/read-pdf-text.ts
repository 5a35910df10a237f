import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface PdfTextItem {
  str: string;
  dir: 'ltr' | 'rtl' | 'ttb';
}

export interface PdfText {
  pages: PdfTextItem[][];
  /** Every item's text, one per line, in reading order. */
  text: string;
}

/** The text a reader's PDF viewer finds in a document (pdf.js turns right-to-left runs back into logical order). */
export function readPdfText(pdf: Buffer): PdfText {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], { input: pdf, maxBuffer: 16 * 1024 * 1024 });
  const pages = JSON.parse(output.toString('utf8')) as PdfTextItem[][];
  return { pages, text: pages.flat().map((item) => item.str).join('\n') };
}
