import { chromium, type APIRequestContext } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, expect, expectNoAxeViolations, openCmsEditor, test, type CmsEditor } from '@jobpoint/e2e-utils';

/**
 * What the organisation's editors do in the CMS, against the real local Strapi: a draft is seen in the
 * preview only, a published change is live within two seconds (the CMS's webhook), an editors' page
 * lives from its publication to its deletion, an address of the site is refused, and the admin offers the
 * editors' account no editing of the content model.
 */

const PREVIEW_SECRET = process.env['PREVIEW_SECRET'] ?? 'local-preview-secret';
/** The most a published change may take to reach the page served (webhook, cache drop, new render). */
const LIVE_WITHIN_MS = 2000;
const PREVIEW_BAR = 'Vorschau – nicht veröffentlicht';

test.describe.configure({ mode: 'serial' });

let editor: CmsEditor;

test.beforeAll(async () => {
  editor = await openCmsEditor();
});

test.afterAll(async () => {
  await editor?.close();
});

/** An editors' page with one text block, in German. */
function editorPage(slug: string, text: string) {
  return {
    title: `Testseite ${slug}`,
    slug,
    layout: 'jobseekers',
    seo: { metaTitle: `Testseite ${slug}`, metaDescription: 'Eine Seite, die ein Test anlegt und wieder löscht.' },
    blocks: [
      { __component: 'shared.section', title: `Überschrift ${slug}` },
      { __component: 'blocks.rich-text', content: text },
    ],
  };
}

/** A visitor's request (no preview cookie): the page's status and HTML as the gateway serves it. */
async function served(request: APIRequestContext, path: string): Promise<{ status: number; html: string; cache: string | undefined }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), cache: response.headers()['x-cache'] };
}

test('a draft is seen in the preview only, and a published change is live within two seconds @desktop', async ({ page, browser, request }) => {
  const slug = `e2e-vorschau-${Date.now().toString(36)}`;
  const path = `/${slug}`;
  const created = await editor.post('/api/seiten?locale=de&status=draft', editorPage(slug, 'Erster Entwurf der Seite.'));
  const documentId = created.data.documentId as string;
  try {
    // Saved, not published: nobody sees it, also not by asking the content service for drafts.
    expect((await served(request, path)).status).toBe(404);
    const asked = await request.get(`/cms/api/seiten?locale=de&status=draft&filters[slug][$eq]=${slug}`);
    expect(await asked.text()).not.toContain('Erster Entwurf');

    // The CMS's preview link: the draft, with the bar that says so.
    await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&url=${encodeURIComponent(path)}&status=draft`);
    await expect(page).toHaveURL(path);
    await expect(page.getByText('Erster Entwurf der Seite.')).toBeVisible();
    await expect(page.getByRole('region', { name: PREVIEW_BAR })).toBeVisible();
    await expectNoAxeViolations(page);

    // Another browser at the same time never gets the preview.
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      const response = await visitorPage.goto(path);
      expect(response?.status()).toBe(404);
      await expect(visitorPage.getByText(PREVIEW_BAR)).toHaveCount(0);
    } finally {
      await visitor.close();
    }

    // Publishing it: live for everyone within two seconds of the CMS's answer.
    await editor.put(`/api/seiten/${documentId}?locale=de&status=published`, editorPage(slug, 'Veröffentlichte Fassung.'));
    await expect.poll(async () => (await served(request, path)).html, { timeout: LIVE_WITHIN_MS, intervals: [50] }).toContain('Veröffentlichte Fassung.');
    // Publishing sends several webhook calls (update, publish); once they are through, the page is shared.
    await expect.poll(async () => (await served(request, path)).cache, { timeout: 10_000 }).toBe('HIT');

    // A new draft of the published page: the public page stays as published, the preview shows the draft,
    // also after moving inside the app and back.
    await editor.put(`/api/seiten/${documentId}?locale=de&status=draft`, editorPage(slug, 'Zweiter Entwurf.'));
    await page.goto(path);
    await expect(page.getByText('Zweiter Entwurf.')).toBeVisible();
    await page.getByRole('link', { name: /Startseite/ }).first().click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: PREVIEW_BAR })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Zweiter Entwurf.')).toBeVisible();
    const visible = await served(request, path);
    expect(visible.html).toContain('Veröffentlichte Fassung.');
    expect(visible.html).not.toContain('Zweiter Entwurf.');

    // Ending the preview: the same page as everyone sees it.
    await page.getByRole('link', { name: 'Vorschau beenden' }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByText('Veröffentlichte Fassung.')).toBeVisible();
    await expect(page.getByText(PREVIEW_BAR)).toHaveCount(0);

    // A change to the published page, which the gateway has cached: live within two seconds too.
    await expect.poll(async () => (await served(request, path)).cache, { timeout: 10_000 }).toBe('HIT');
    await editor.put(`/api/seiten/${documentId}?locale=de&status=published`, editorPage(slug, 'Dritte Fassung.'));
    await expect.poll(async () => (await served(request, path)).html, { timeout: LIVE_WITHIN_MS, intervals: [50] }).toContain('Dritte Fassung.');
  } finally {
    await editor.delete(`/api/seiten/${documentId}?locale=de`).catch(() => undefined);
  }
  // Deleted: gone within two seconds.
  await expect.poll(async () => (await served(request, path)).status, { timeout: LIVE_WITHIN_MS, intervals: [50] }).toBe(404);
});

test('an address that is a route of the site is refused with a message @desktop', async () => {
  for (const slug of ['job-boerse', 'ratgeber', 'api']) {
    const refusal = await editor.post('/api/seiten?locale=de&status=draft', editorPage(slug, 'Text')).then(
      () => null,
      (error: { status: number; body: { error?: { message?: string } } }) => error,
    );
    expect(refusal?.status).toBe(400);
    expect(refusal?.body.error?.message).toContain(slug);
  }
});

/** The CMS admin's origin, which alone may frame the preview (the gateway's CMS_ADMIN_URL). */
const ADMIN_ORIGIN = new URL(process.env['CMS_ADMIN_URL'] ?? 'http://localhost:1337').origin;
/** An origin that is not the admin's. */
const OTHER_ORIGIN = 'http://127.0.0.2:1337';

test('the admin’s preview panel shows the published version and the draft in turn, framed by the admin only @desktop', async ({ baseURL }) => {
  // The panel's page is made up by the test and has no network address, so Chromium would count it as a
  // public site and keep it from framing the local gateway; the real admin is as local as the gateway.
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--disable-features=LocalNetworkAccessChecks'] });
  try {
    const page = await browser.newPage({ baseURL });
    const previewLink = (status: string) => `${baseURL}/api/preview?secret=${PREVIEW_SECRET}&url=${encodeURIComponent('/faq')}&status=${status}`;
    // A page of the admin's origin with the preview panel's frame, as Strapi's preview shows it.
    const panel = (origin: string) => `${origin}/admin/preview-panel`;
    for (const origin of [ADMIN_ORIGIN, OTHER_ORIGIN]) {
      await page.route(panel(origin), (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!DOCTYPE html><title>Vorschau</title><iframe name="preview" src="${previewLink('published')}"></iframe>` }),
      );
    }
    const framed = () => page.frame({ name: 'preview' });
    const shown = page.frameLocator('iframe[name="preview"]');

    await page.goto(panel(ADMIN_ORIGIN));
    await expect.poll(() => framed()?.url()).toBe(`${baseURL}/faq`);
    await expect(shown.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shown.getByRole('region', { name: PREVIEW_BAR })).toHaveCount(0);

    // The DRAFT tab, then PUBLISHED again: the preview goes on in the same browser.
    await framed()?.goto(previewLink('draft'));
    await expect(shown.getByRole('region', { name: PREVIEW_BAR })).toBeVisible();
    await framed()?.goto(previewLink('published'));
    await expect(shown.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shown.getByRole('region', { name: PREVIEW_BAR })).toHaveCount(0);
    const published = await page.request.get('/faq');
    expect(published.headers()['cache-control']).toBe('private, no-store');
    expect(published.headers()['x-robots-tag']).toBe('noindex');

    // Any other site gets the browser's blocked page, with the same preview.
    await page.goto(panel(OTHER_ORIGIN));
    await expect.poll(() => framed()?.url()).toMatch(/^chrome-error:/);
  } finally {
    await browser.close();
  }
});

/** The CMS's Super Admin and the editors' account (Strapi's Editor role), as the CMS seeds them locally. */
const CMS_ACCOUNTS = {
  admin: { email: process.env['CMS_ADMIN_EMAIL'] ?? 'admin@jobpoint.local', password: process.env['CMS_ADMIN_PASSWORD'] ?? 'Jobpoint-local-1' },
  editor: { email: process.env['CMS_EDITOR_EMAIL'] ?? 'redaktion@jobpoint.local', password: process.env['CMS_EDITOR_PASSWORD'] ?? 'Jobpoint-redaktion-1' },
};

test('the admin’s edit view offers "Edit the model" to the Super Admin, not to the editors’ account @desktop', async ({ browser }) => {
  for (const [account, offered] of [
    [CMS_ACCOUNTS.admin, 1],
    [CMS_ACCOUNTS.editor, 0],
  ] as const) {
    const context = await browser.newContext({ baseURL: ADMIN_ORIGIN });
    try {
      const admin = await context.newPage();
      // The edit view sends a visitor to the login, which leads back to it.
      await admin.goto('/admin/content-manager/single-types/api::impressum.impressum');
      await admin.getByLabel('Email').fill(account.email);
      await admin.getByLabel('Password').fill(account.password);
      await admin.getByRole('button', { name: 'Login' }).click();
      await admin.getByRole('button', { name: 'More actions' }).click();
      // The menu is there with Strapi's other entries; "Edit the model" waits for the permission check.
      await expect(admin.getByRole('menuitem', { name: 'Configure the view' })).toBeVisible();
      await expect(admin.getByRole('menuitem', { name: 'Edit the model' })).toHaveCount(offered);
    } finally {
      await context.close();
    }
  }
});
