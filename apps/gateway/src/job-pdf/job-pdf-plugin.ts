import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { JOB_DETAIL_LABELS_POPULATE, type JobDetailLabels } from '@jobpoint/cms-client';
import { jobDetailLabelsSchema } from '@jobpoint/cms-client/schemas';
import { CmsAnswerError, type CmsReader } from '@jobpoint/cms-reader';
import type { Locale } from '@jobpoint/i18n';
import { jobBoardTranslator, jobPdfFileName, renderJobPdf } from '@jobpoint/job-board/pdf';
import { createJobsReader, JOB_BOARD_PATH, jobPath, parseJobPathParam, type Job, type JobsReader } from '@jobpoint/jobs-client';
import { answerText } from '../lib/answer-text';
import type { GatewayConfig } from '../lib/config';
import { loadJobPdfFonts } from './job-pdf-fonts';

export interface JobPdfPluginOptions {
  config: GatewayConfig;
  /** The server's CMS reader; the gateway's shares its cache with the page renders. */
  cms: CmsReader;
  /** How the jobs service is asked: the gateway's circuit to it (`ServiceCircuits.jobs`). */
  jobsFetch: typeof fetch;
}

/** How long the document waits for the job; the reader is waiting for a download. */
export const JOB_TIMEOUT_MS = 5_000;
/** The labels are optional (the UI strings stand in), so the CMS gets less time. */
export const LABELS_TIMEOUT_MS = 2_500;

type JobLookup = { kind: 'found'; job: Job } | { kind: 'missing' } | { kind: 'unavailable'; reason: string };

/**
 * `GET /job-boerse/{slug}-{id}/pdf`: the job as a PDF document to keep, in the page's language (`?locale=`,
 * then the `lang` cookie, then German). Made on each request from the jobs service's current data.
 */
export const jobPdfPlugin: FastifyPluginAsync<JobPdfPluginOptions> = async (app, { config, cms, jobsFetch }) => {
  const fonts = await loadJobPdfFonts();
  const jobs = createJobsReader({ baseUrl: config.JOBS_SERVICE_URL, fetchFn: jobsFetch });

  app.get<{ Params: { jobParam: string } }>(`${JOB_BOARD_PATH}/:jobParam/pdf`, async (request, reply) => {
    const { locale } = request;
    const t = jobBoardTranslator(locale);
    const id = parseJobPathParam(request.params.jobParam);
    if (id === null) {
      return answerText(reply, 404, t('pdf.notFound'));
    }

    const [lookup, cmsLabels] = await Promise.all([fetchJob(jobs, id), fetchLabels(cms, locale, request.log)]);
    if (lookup.kind === 'missing') {
      return answerText(reply, 404, t('pdf.notFound'));
    }
    if (lookup.kind === 'unavailable') {
      request.log.warn({ jobId: id, reason: lookup.reason }, 'job document: jobs service unavailable');
      return answerText(reply, 503, t('pdf.unavailable'));
    }

    const { job } = lookup;
    let pdf: Buffer;
    try {
      pdf = await renderJobPdf({ job, locale, cmsLabels, jobUrl: `${config.PUBLIC_ORIGIN}${jobPath(job)}`, fonts });
    } catch (error) {
      request.log.error({ err: error, jobId: id }, 'job document could not be made');
      return answerText(reply, 500, t('pdf.unavailable'));
    }
    const fileName = jobPdfFileName(job);
    return reply
      .code(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName.ascii}"; filename*=UTF-8''${encodeRfc5987(fileName.utf8)}`)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(pdf);
  });
};

/** Percent-encoding for `filename*` (RFC 5987), which also leaves no quote or bracket unencoded. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The job from the jobs service: none by that id, or the service's failure. */
async function fetchJob(jobs: JobsReader, id: number): Promise<JobLookup> {
  try {
    const job = await jobs.job(id, { signal: AbortSignal.timeout(JOB_TIMEOUT_MS) });
    return job ? { kind: 'found', job } : { kind: 'missing' };
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The page's labels as editors keep them; null (the UI strings) when the CMS has none or cannot answer. */
async function fetchLabels(cms: CmsReader, locale: Locale, log: FastifyBaseLogger): Promise<JobDetailLabels | null> {
  try {
    const content = await cms.content('/api/jobboerse-detail-seite', { locale, populate: JOB_DETAIL_LABELS_POPULATE }, { signal: AbortSignal.timeout(LABELS_TIMEOUT_MS) });
    return jobDetailLabelsSchema.nullable().parse(content);
  } catch (error) {
    if (!(error instanceof CmsAnswerError && error.status === 404)) {
      log.warn({ err: error }, 'job document: CMS labels unavailable, using the UI strings');
    }
    return null;
  }
}
