import { expect, test } from '@jobpoint/e2e-utils';
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

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
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const items: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    items.push(...content.items.map((item) => ('str' in item ? item.str : '')));
  }
  return { bytes, text: items.join(' ').replace(/\s+/g, ' ') };
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
