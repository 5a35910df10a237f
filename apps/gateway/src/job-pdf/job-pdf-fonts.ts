import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PdfFonts } from '@jobpoint/job-board/pdf';

/** DejaVu Sans covers German, Turkish and Arabic, with the OpenType tables Arabic shaping needs. */
const FONT_FILES = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' };

/** Reads the document fonts from node_modules once; a missing font stops the gateway at start. */
export async function loadJobPdfFonts(): Promise<PdfFonts> {
  const require = createRequire(import.meta.url);
  const [regular, bold] = await Promise.all([readFile(require.resolve(FONT_FILES.regular)), readFile(require.resolve(FONT_FILES.bold))]);
  return { regular, bold };
}
