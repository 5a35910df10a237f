import type { JobDetailLabels } from '@jobpoint/cms-client';
import { localeDirection, type Locale } from '@jobpoint/i18n';
import { jobSlug, type Job } from '@jobpoint/jobs-client';
import { mergeJobDetailLabels, type JobBoardTranslate, type JobDetailLabelTexts } from '../format/job-details';
import { jobBoardTranslator } from '../i18n/job-board-translator';
import { buildJobDocument, type JobDocument, type JobDocumentRow } from './job-document';
import { PdfWriter, type PdfFonts, type TextStyle } from './pdf-writer';

export type { PdfFonts } from './pdf-writer';

export interface JobPdfOptions {
  job: Job;
  locale: Locale;
  /** The labels editors keep in the CMS (`/api/jobboerse-detail-seite`); null falls back to the UI strings. */
  cmsLabels: JobDetailLabels | null;
  /** The job's public address on the site, absolute. */
  jobUrl: string;
  fonts: PdfFonts;
  createdAt?: Date;
}

/** The site's red for headings; body text in near-black and grey for print. */
const COLORS = { brand: '#B73143', text: '#1A1A1A', muted: '#555555', rule: '#CCCCCC' };

const STYLES = {
  title: { font: 'bold', size: 18, color: COLORS.text },
  company: { font: 'bold', size: 12, color: COLORS.text },
  meta: { font: 'regular', size: 9.5, color: COLORS.muted },
  heading: { font: 'bold', size: 13, color: COLORS.brand },
  term: { font: 'bold', size: 9.5, color: COLORS.text },
  value: { font: 'regular', size: 9.5, color: COLORS.text },
  body: { font: 'regular', size: 10.5, color: COLORS.text },
  footer: { font: 'regular', size: 7.5, color: COLORS.muted },
} satisfies Record<string, TextStyle>;

const TERM_SHARE = 0.36;
const COLUMN_GAP = 14;

/** "koch-m-w-d-1312.pdf": the job's slug and id; `ascii` for old clients, `utf8` with the title's own letters. */
export function jobPdfFileName(job: Pick<Job, 'id' | 'title'>): { ascii: string; utf8: string } {
  const slug = decodeURIComponent(jobSlug(job.title));
  const ascii = slug
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  const name = (base: string) => `${base ? `${base}-` : ''}${job.id}.pdf`;
  return { ascii: name(ascii), utf8: name(slug) };
}

/** The job as a PDF document in the page's language, for readers to keep or print. */
export async function renderJobPdf({ job, locale, cmsLabels, jobUrl, fonts, createdAt = new Date() }: JobPdfOptions): Promise<Buffer> {
  const t = jobBoardTranslator(locale);
  const labels = mergeJobDetailLabels(cmsLabels, t('labels', { returnObjects: true }) as unknown as JobDetailLabelTexts);
  const content = buildJobDocument({ job, locale, t, labels, jobUrl, createdAt });
  const writer = new PdfWriter(fonts, localeDirection(locale), { title: job.title, lang: locale, createdAt });
  drawDocument(writer, content, t);
  return writer.toBuffer();
}

function drawDocument(writer: PdfWriter, content: JobDocument, t: JobBoardTranslate): void {
  const align = writer.startAlign;
  writer.block(content.title, STYLES.title, { align });
  writer.y += 2;
  writer.block(content.company, STYLES.company, { align });
  writer.y += 4;
  for (const line of content.meta) {
    writer.block(line, STYLES.meta, { align });
  }

  for (const table of content.tables) {
    heading(writer, table.heading);
    for (const entry of table.rows) {
      tableRow(writer, entry);
    }
  }

  for (const section of content.sections) {
    heading(writer, section.heading);
    section.paragraphs.forEach((paragraph, index) => {
      if (index > 0) writer.y += STYLES.body.size * 0.6;
      // Long job texts run in their own direction, so German stays left-aligned in an Arabic document.
      writer.block(paragraph, STYLES.body, { align: paragraph.dir === 'rtl' ? 'right' : 'left' });
    });
  }

  const dir = writer.direction;
  writer.footer(({ index, count, y }) => {
    const place = { x: writer.left, width: writer.contentWidth, align };
    writer.line(content.source, dir, STYLES.footer, { ...place, y, link: content.jobUrl });
    const pageOf = t('pdf.page', { page: index + 1, pageCount: count });
    writer.line(`${content.createdOn} · ${pageOf}`, dir, STYLES.footer, { ...place, y: y + writer.lineHeight(STYLES.footer) });
  });
}

function heading(writer: PdfWriter, text: string): void {
  const height = writer.lineHeight(STYLES.heading);
  // Keep a heading with at least two lines of what follows it.
  writer.ensureSpace(18 + height + 2 * writer.lineHeight(STYLES.body));
  writer.y += 18;
  writer.block({ text, dir: writer.direction }, STYLES.heading, { align: writer.startAlign });
  writer.y += 2;
  writer.rule(COLORS.brand);
  writer.y += 6;
}

/** A term and its values side by side; the term comes first in the page's reading direction. */
function tableRow(writer: PdfWriter, entry: JobDocumentRow): void {
  const termWidth = writer.contentWidth * TERM_SHARE;
  const valueWidth = writer.contentWidth - termWidth - COLUMN_GAP;
  const rtl = writer.direction === 'rtl';
  const termX = rtl ? writer.left + valueWidth + COLUMN_GAP : writer.left;
  const valueX = rtl ? writer.left : writer.left + termWidth + COLUMN_GAP;
  const align = writer.startAlign;

  const termLines = writer.wrap(entry.term, termWidth, STYLES.term);
  const valueLines = entry.values.flatMap((value) => writer.wrap(value.text, valueWidth, STYLES.value).map((line) => ({ ...value, text: line })));
  const height = writer.lineHeight(STYLES.value);
  writer.y += 3;
  for (let index = 0; index < Math.max(termLines.length, valueLines.length); index++) {
    writer.ensureSpace(height);
    const term = termLines[index];
    const value = valueLines[index];
    if (term) writer.line(term, writer.direction, STYLES.term, { x: termX, width: termWidth, y: writer.y, align });
    if (value) writer.line(value.text, value.dir, STYLES.value, { x: valueX, width: valueWidth, y: writer.y, align, link: value.link });
    writer.y += height;
  }
  writer.y += 3;
  writer.rule(COLORS.rule);
}
