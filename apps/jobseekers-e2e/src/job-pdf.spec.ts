import { expect, test } from '@jobpoint/e2e-utils';
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway, type StartedGateway } from './faults-harness';

interface JobSummary {
  id: number;
  title: string;
}

/** A job of the real jobs service, through the gateway like the browser reaches it. */
async function firstJob(page: Page): Promise<JobSummary> {
  const response = await page.request.get('/jobs-api/jobs?page=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: JobSummary[] }).data[0];
}

/** A label of the job detail page as editors keep it in the CMS, or the built-in UI string. */
async function detailLabel(page: Page, key: string, fallback: string, locale: string): Promise<string> {
  const response = await page.request.get(`/cms/api/jobboerse-detail-seite?locale=${locale}`);
  const body = response.ok() ? ((await response.json()) as { data: { attributes?: Record<string, unknown> } | null }) : null;
  const value = body?.data?.attributes?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/** The downloaded document's bytes and its text as a PDF viewer reads it, lines joined by spaces. */
async function readDownload(download: Download): Promise<{ bytes: Buffer; text: string }> {
  const bytes = await readFile(await download.path());
  return { bytes, text: await pdfText(bytes) };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const items: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    items.push(...content.items.map((item) => ('str' in item ? item.str : '')));
  }
  return items.join(' ').replace(/\s+/g, ' ');
}

async function downloadJob(page: Page, label: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: label, exact: true }).click()]);
  return download;
}

test.describe('job document', () => {
  test('"Download job" saves the job as a PDF', async ({ page }) => {
    const job = await firstJob(page);
    const label = await detailLabel(page, 'downloadJob', 'Job herunterladen', 'de');
    await page.goto(`/job-boerse/${job.id}`);

    const download = await downloadJob(page, label);
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${job.id}\\.pdf$`));
    const { bytes, text } = await readDownload(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(text).toContain(job.title.replace(/\s+/g, ' '));
  });

  test('is in Arabic, right to left, on an Arabic page', async ({ page }) => {
    const job = await firstJob(page);
    const label = await detailLabel(page, 'downloadJob', 'تنزيل الوظيفة', 'ar');
    const description = await detailLabel(page, 'description', 'الوصف', 'ar');
    await page.goto(`/job-boerse/${job.id}?locale=ar`);

    const download = await downloadJob(page, label);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const { bytes, text } = await readDownload(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(text).toContain(job.title.replace(/\s+/g, ' '));
    expect(text).toContain(description);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the link still downloads the document', async ({ page }) => {
      const job = await firstJob(page);
      const label = await detailLabel(page, 'downloadJob', 'Job herunterladen', 'de');
      await page.goto(`/job-boerse/${job.id}`);

      const { bytes } = await readDownload(await downloadJob(page, label));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });
});

/** Labels no UI string has: a document that shows them took them from the CMS. */
const CMS_LABELS = { description: 'Aufgaben laut Redaktion', information: 'Eckdaten laut Redaktion' };

/** A content service that has the job detail page's labels and nothing else, in Strapi's v4 format. */
async function startLabelsCms(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const found = new URL(request.url ?? '/', 'http://cms.test').pathname === '/api/jobboerse-detail-seite';
    response
      .writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(found ? { data: { id: 1, attributes: CMS_LABELS }, meta: {} } : { data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test.describe('job document of the built gateway', () => {
  let cms: { url: string; server: Server };
  let gateway: StartedGateway;

  test.beforeAll(async () => {
    cms = await startLabelsCms();
    gateway = await startGateway({ CMS_URL: cms.url, JOBS_SERVICE_URL: 'http://127.0.0.1:4310' });
  });

  test.afterAll(async () => {
    await gateway?.stop();
    await new Promise((resolve) => cms?.server.close(resolve));
  });

  test('takes its labels from the CMS while the CMS answers', async ({ page }) => {
    const job = await firstJob(page);
    const response = await page.request.get(`${gateway.url}/job-boerse/${job.id}/pdf`);
    expect(response.status()).toBe(200);

    const text = await pdfText(await response.body());
    expect(text).toContain(CMS_LABELS.description);
    expect(text).toContain(CMS_LABELS.information);
  });
});
