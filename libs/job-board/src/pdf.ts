/**
 * The job document as a PDF, for the server only: pdfkit and the fonts stay out of the browser bundles,
 * which import `@jobpoint/job-board` and never this entry.
 */
export { jobBoardTranslator } from './lib/i18n/job-board-translator';
export { jobPdfFileName, renderJobPdf, type JobPdfOptions, type PdfFonts } from './lib/pdf/render-job-pdf';
