/**
 * Smoke check of a running content service: every content call of the site with the queries the site
 * sends, in the v4 (Strapi-Response-Format: v4) and v5 response formats, plus the navigation render
 * for every (audience, locale), the refusal without token and of drafts to the read token, and what the
 * editors' account may do in the admin (it creates, publishes and deletes one synonym to show it).
 *   CMS_URL=http://127.0.0.1:1337 CMS_API_TOKEN=... CMS_PREVIEW_TOKEN=... node scripts/check-api.mjs
 */
const base = process.env.CMS_URL || 'http://127.0.0.1:1337';
const token = process.env.CMS_API_TOKEN || 'local-cms-read-token-2f7c9a41d8e3b56f';
const draftsToken = process.env.CMS_PREVIEW_TOKEN || 'local-cms-preview-token-8d41c07be25a93f6';
const editorAccount = { email: process.env.CMS_EDITOR_EMAIL || 'redaktion@jobpoint.local', password: process.env.CMS_EDITOR_PASSWORD || 'Jobpoint-redaktion-1' };

const today = new Date();
const pad = (n) => String(n).padStart(2, '0');
const day = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const todayIso = day(today);
const monthStart = day(new Date(today.getFullYear(), today.getMonth(), 1));
const nextMonthStart = day(new Date(today.getFullYear(), today.getMonth() + 1, 1));
const seo = 'populate[seo][populate][metaSocial][populate]=image&populate[seo][populate][metaImage]=true';
const homePopulate = [
  'headerSection][populate]=*', 'sectionOne][populate]=*', 'sectionThree][populate]=*', 'sectionFour][populate]=*',
  'faq][populate]=*', 'eventSection][populate]=*', 'offers][populate][items][populate]=*', 'manualSteps][populate][steps][populate]=*',
  'jobDating][populate]=*', 'timeline][populate][items][populate]=*', 'timeline][populate][loginButton]=true', 'registrationForm][populate]=*',
].map((part) => `populate[${part}`).join('&');
const editorPagePopulate = [
  'seo]=true', 'blocks][on][shared.section][populate]=*', 'blocks][on][blocks.rich-text]=true',
  'blocks][on][shared.faq-section][populate]=*', 'blocks][on][widgets.locations]=true',
].map((part) => `populate[${part}`).join('&');
const eventPopulate = 'populate[Formate]=true&populate[Standort]=true&populate[Sprache]=true&populate[image]=true&populate[address]=true&populate[registerButton]=true';

/** [path, expectation] — expectation 'some' requires data, 'any' accepts an empty list. */
const CHECKS = [
  ['/api/navigation-erweiterung?locale=ar', 'some'],
  ['/api/notification?locale=tr&fields[0]=Ankuendigung', 'some'],
  ['/api/footer?locale=en&populate[partnerLogos][populate]=image&populate[footerSections][populate]=links', 'some'],
  [`/api/arbeitssuchende?locale=de&${seo}&${homePopulate}`, 'some'],
  [`/api/arbeitgebende?locale=ar&${seo}&${homePopulate}`, 'some'],
  ['/api/newsletter?locale=de&populate[newsletter]=true&populate[titles]=true&populate[benefits]=true', 'some'],
  ['/api/foerderung?locale=en&populate[headerSection][populate]=*&populate[sections][populate]=*&populate[offers][populate][items][populate]=*&populate[faq][populate]=*', 'some'],
  ['/api/ag-shop-a-job-seite?locale=de&populate=*', 'some'],
  ['/api/anmeldung?locale=de&populate[eventRegistration][populate]=*&populate[companyRegistration][populate]=*', 'some'],
  ['/api/avgs-coaching?locale=en&populate=*', 'some'],
  ['/api/bewerbungsberatung?locale=de&populate[onlineConsultation][populate]=*&populate[sections][populate]=*', 'some'],
  ['/api/home?locale=de&populate[offers][populate][items][populate]=*&populate[limits][populate]=*&populate[onlineConsultation]=true', 'some'],
  ['/api/uberuns?locale=en&populate[timeline][populate][items][populate]=image&populate[passionSection][populate]=*&populate[facts]=true&populate[faq][populate]=items', 'some'],
  ['/api/jb-anleitung?locale=de&populate[manualSteps][populate][steps][populate]=image&populate[dos][populate]=items&populate[donts][populate]=items&populate[jobManagement][populate]=items&populate[downloads][populate]=file&populate[faq][populate]=items', 'some'],
  ['/api/faq?locale=tr&populate[sections][populate]=items', 'some'],
  ['/api/jobboerse?locale=de&populate=*', 'some'],
  ['/api/jobs?locale=en', 'some'],
  ['/api/kontakt?locale=de&populate=*', 'some'],
  ['/api/impressum?locale=ar&populate[seo]=true', 'some'],
  ['/api/email-vorlagen?locale=de', 'some'],
  ['/api/datenschutzerklaerung?locale=tr', 'some'],
  ['/api/joboerse-nutzungsbedingungen?locale=en', 'some'],
  ['/api/nutzungshinweise?locale=de', 'some'],
  ['/api/cookie-bestimmungen?locale=ar', 'some'],
  ['/api/einfache-sprache-seite?locale=ar&populate[sections][populate]=*', 'some'],
  ['/api/merkliste-seite?locale=en&populate=*', 'some'],
  ['/api/veranstaltungen-view?locale=de&populate=*', 'some'],
  ['/api/jobboerse-detail-seite?locale=en', 'some'],
  ['/api/ladengeschaeft-seite?locale=de&populate[shop][populate]=*&populate[gallery]=true&populate[sections][populate]=*&populate[eventSection][populate]=*&populate[faq][populate]=*', 'some'],
  ['/api/messe-block?locale=de&populate[locations][populate]=info', 'some'],
  ['/api/mini-newsletter?locale=tr', 'some'],
  ['/api/rating-block?locale=en&populate=*', 'some'],
  ['/api/download-seite?locale=de&populate[downloads][populate]=file&populate[headerSection][populate]=*&populate[sections][populate]=*', 'some'],
  ['/api/standort-block?locale=de&populate=*', 'some'],
  ['/api/mobi-job?locale=en&populate=*', 'some'],
  ['/api/chat-contact?locale=ar&populate=*', 'some'],
  ['/api/ratgeber?locale=de&populate[headerSection][populate]=image', 'some'],
  [`/api/impressum?locale=de&${seo}`, 'some'],
  ['/api/messe-filters?locale=de&filters[isActive][$eq]=true&pagination[limit]=-1', 'some'],
  ['/api/veranstaltungen-formate?locale=en&pagination[limit]=-1', 'some'],
  ['/api/sprachen?locale=ar&pagination[limit]=-1', 'some'],
  ['/api/categories?locale=de', 'some'],
  ['/api/tags?locale=en&populate[articles][fields][0]=title', 'some'],
  ['/api/standorte?locale=de&populate=*', 'some'],
  ['/api/social-buttons', 'some'],
  ['/api/bewertungs?locale=de&pagination[pageSize]=10', 'some'],
  ['/api/unternehmensbewertungens?locale=en', 'some'],
  ['/api/veranstaltungsbewertungens?locale=de', 'some'],
  [`/api/veranstaltungens?locale=de&${eventPopulate}&pagination[page]=1&pagination[pageSize]=6&sort=Datum:asc&filters[Datum][$gte]=${todayIso}`, 'some'],
  [`/api/veranstaltungens?locale=de&pagination[page]=2&pagination[pageSize]=3&sort=Datum:desc&filters[Datum][$lt]=${todayIso}`, 'any'],
  [`/api/veranstaltungens?locale=de&filters[Datum][$gte]=${monthStart}&filters[Datum][$lt]=${nextMonthStart}&sort=Datum:asc`, 'some'],
  [`/api/veranstaltungens?locale=de&filters[Formate][name][$in][0]=Jobdating&filters[Datum][$gt]=${todayIso}&sort=Datum:asc&pagination[limit]=1&${eventPopulate}`, 'some'],
  ['/api/veranstaltungens?locale=de&filters[Sprache][name][$in][0]=Türkisch&sort=Datum:desc&pagination[limit]=1', 'some'],
  ['/api/veranstaltungens?locale=en&filters[Formate][name][$in][0]=Shop a Job&pagination[limit]=3&sort=Datum:desc&populate[exhibition]=true&populate[partners][populate]=logo', 'some'],
  ['/api/veranstaltungens?locale=de&filters[Standort][Titel][$in][0]=Jobpoint Neukölln&filters[Standort][Titel][$in][1]=Online&filters[Veranstaltungsart][$in][0]=Praesenz&filters[Veranstaltungsart][$in][1]=Online', 'some'],
  ['/api/veranstaltungens?locale=de&filters[title][$containsi]=jobdating&sort=Datum:asc&pagination[pageSize]=3&populate=*', 'some'],
  ['/api/veranstaltungens?locale=de&sort=Datum:desc&pagination[pageSize]=3&pagination[page]=1', 'some'],
  ['/api/veranstaltungens?locale=de&filters[slug][$eq]=jobdating-pflege-gesundheit&populate[seo][populate]=*&populate[ratings]=true&populate[additionalInfos]=true&populate[exhibition]=true', 'some'],
  ['/api/articles?locale=de&filters[TopArtikel][$eq]=true&pagination[pageSize]=15&populate[image]=true&populate[tags]=true&populate[categories]=true', 'some'],
  ['/api/articles?locale=de&pagination[limit]=-1&fields[0]=title&fields[1]=slug', 'some'],
  ['/api/articles?locale=en&filters[$or][0][title][$containsi]=cv&filters[$or][1][tags][name][$containsi]=cv&filters[$or][2][categories][name][$containsi]=cv&sort=createdAt:desc&pagination[page]=1&pagination[pageSize]=6&populate=*', 'some'],
  ['/api/articles?locale=de&filters[tags][slug][$in][0]=lebenslauf&filters[categories][slug][$eq]=bewerbung&sort=createdAt:desc', 'some'],
  ['/api/articles?locale=de&filters[slug][$eq]=der-perfekte-lebenslauf-7-tipps-fur-berlin&populate[seo][populate]=*&populate[image]=true&populate[tags]=true&populate[categories]=true', 'some'],
  ['/api/articles?locale=en&sort=createdAt:desc&pagination[limit]=3&populate[image]=true', 'some'],
  ...['de', 'en', 'tr', 'ar'].map((locale) => [`/api/seiten?locale=${locale}&filters[slug][$eq]=ankommen-in-berlin&${editorPagePopulate}`, 'some']),
  ...['de', 'en', 'tr', 'ar'].map((locale) => [`/api/synonyms?locale=${locale}&pagination[limit]=-1`, 'some']),
  ['/api/synonyms?locale=de&filters[objectID][$eq]=de-minijob', 'some'],
  ['/api/search-misses?locale=de&sort=count:desc', 'any'],
];

const NAVIGATION = {
  jobseekers: { de: 38, en: 39, tr: 40, ar: 41, slug: 'arbeitssuchende' },
  employers: { de: 42, en: 43, tr: 44, ar: 45, slug: 'arbeitgebende' },
};

async function get(path, headers, { method = 'GET', body: sent } = {}) {
  const response = await fetch(`${base}${encodeURI(path).replace(/%25/g, '%')}`, {
    method,
    headers: sent ? { ...headers, 'content-type': 'application/json' } : headers,
    body: sent ? JSON.stringify(sent) : undefined,
  });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

const isEmpty = (data) => data === null || data === undefined || (Array.isArray(data) && data.length === 0);
let failures = 0;
const report = (ok, label) => {
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
};

for (const [path, expectation] of CHECKS) {
  for (const format of ['v4', 'v5']) {
    const headers = { Authorization: `Bearer ${token}`, ...(format === 'v4' ? { 'Strapi-Response-Format': 'v4' } : {}) };
    const { status, body } = await get(path, headers);
    const data = body?.data;
    const shapeOk = format === 'v4' ? isEmpty(data) || (Array.isArray(data) ? 'attributes' in data[0] : 'attributes' in data) : isEmpty(data) || !(Array.isArray(data) ? 'attributes' in data[0] : 'attributes' in data);
    const ok = status === 200 && shapeOk && (expectation === 'any' || !isEmpty(data));
    report(ok, `${format} ${status} ${Array.isArray(data) ? `${data.length} items` : ''} ${path.slice(0, 110)}${ok ? '' : ` ${JSON.stringify(body).slice(0, 300)}`}`);
  }
}

for (const [audience, ids] of Object.entries(NAVIGATION)) {
  for (const locale of ['de', 'en', 'tr', 'ar']) {
    for (const id of [ids[locale], ids.slug]) {
      const { status, body } = await get(`/api/navigation/render/${id}?type=TREE&locale=${locale}`, { Authorization: `Bearer ${token}` });
      const ok = status === 200 && Array.isArray(body) && body.length > 0 && body.some((item) => item.items?.length);
      report(ok, `navigation ${audience} ${locale} via ${id}: ${status} ${Array.isArray(body) ? `${body.length} top items, first "${body[0]?.title}"` : JSON.stringify(body).slice(0, 200)}`);
    }
  }
}

for (const path of ['/api/notification', '/api/veranstaltungens', '/api/navigation/render/arbeitssuchende?type=TREE']) {
  const { status } = await get(path, {});
  report(status === 401 || status === 403, `without token ${status} ${path}`);
}
const wrong = await get('/api/notification', { Authorization: 'Bearer wrong-token' });
report(wrong.status === 401, `wrong token ${wrong.status}`);
for (const path of ['/api/seiten?status=draft', '/api/footer?status=draft&locale=en']) {
  const read = await get(path, { Authorization: `Bearer ${token}` });
  report(read.status === 403, `drafts with the read token ${read.status} ${path}`);
  const drafts = await get(path, { Authorization: `Bearer ${draftsToken}` });
  report(drafts.status === 200, `drafts with the drafts token ${drafts.status} ${path}`);
}

// The editors' account: content, media and preview yes; the model, settings, users, roles and tokens no.
const login = await get('/admin/login', {}, { method: 'POST', body: editorAccount });
report(login.status === 200, `editor login ${login.status} ${editorAccount.email}`);
const asEditor = { Authorization: `Bearer ${login.body?.data?.token}` };
const SYNONYMS = '/content-manager/collection-types/api::synonym.synonym';
for (const path of ['/content-type-builder/content-types', '/admin/users', '/admin/roles', '/admin/api-tokens', '/admin/webhooks']) {
  const { status } = await get(path, asEditor);
  report(status === 403, `editor refused ${status} ${path}`);
}
const refusedMiss = await get('/content-manager/collection-types/api::search-miss.search-miss?locale=de', asEditor, { method: 'POST', body: { query: 'x', count: 1, lastSeen: new Date().toISOString() } });
report(refusedMiss.status === 403, `editor cannot write the report of queries without hits ${refusedMiss.status}`);
for (const path of ['/content-manager/collection-types/api::search-miss.search-miss?locale=de', '/upload/files', `${SYNONYMS}?locale=ar`]) {
  const { status } = await get(path, asEditor);
  report(status === 200, `editor reads ${status} ${path}`);
}
const pages = await get('/content-manager/collection-types/api::seite.seite?locale=de', asEditor);
const page = pages.body?.results?.[0]?.documentId;
const preview = await get(`/content-manager/preview/url/api::seite.seite?locale=de&status=draft&documentId=${page}`, asEditor);
report(preview.status === 200 && typeof preview.body?.data?.url === 'string', `editor opens the preview ${preview.status} ${preview.body?.data?.url ?? JSON.stringify(preview.body).slice(0, 200)}`);
const word = `Pruefwort${Date.now().toString(36)}`;
const created = await get(`${SYNONYMS}?locale=de`, asEditor, { method: 'POST', body: { type: 'synonym', synonyms: [word, 'Lebenslauf'] } });
const documentId = created.body?.data?.documentId;
report(created.status === 201 || created.status === 200, `editor creates a synonym ${created.status} ${documentId ? '' : JSON.stringify(created.body).slice(0, 300)}`);
if (documentId) {
  const published = await get(`${SYNONYMS}/${documentId}/actions/publish?locale=de`, asEditor, { method: 'POST', body: {} });
  report(published.status === 200, `editor publishes it ${published.status}`);
  const removed = await get(`${SYNONYMS}/${documentId}?locale=de`, asEditor, { method: 'DELETE' });
  report(removed.status === 200, `editor deletes it ${removed.status}`);
}

console.log(failures ? `${failures} check(s) failed` : 'all checks passed');
process.exitCode = failures ? 1 : 0;
