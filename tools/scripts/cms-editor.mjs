/**
 * Edits the local CMS as an editor would, through Strapi's REST API: for the end-to-end tests and the
 * publish-to-live benchmark. It signs in to the admin with the local admin account (CMS_ADMIN_EMAIL,
 * CMS_ADMIN_PASSWORD), creates a short-lived full-access API token for the run and revokes it at `close()`.
 * Never point it at a CMS whose content matters.
 */
const LOCAL_ADMIN = { email: 'admin@jobpoint.local', password: 'Jobpoint-local-1' };

/** A request that failed, with the CMS's answer (Strapi's validation errors are in `body.error`). */
export class CmsEditorError extends Error {
  constructor(method, path, status, body) {
    super(`${method} ${path} answered ${status}: ${JSON.stringify(body?.error ?? body)}`);
    this.status = status;
    this.body = body;
  }
}

export async function openCmsEditor({
  cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337',
  email = process.env.CMS_ADMIN_EMAIL ?? LOCAL_ADMIN.email,
  password = process.env.CMS_ADMIN_PASSWORD ?? LOCAL_ADMIN.password,
} = {}) {
  const base = cmsUrl.replace(/\/+$/, '');
  const json = async (method, path, { token, body } = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : null;
    if (!response.ok) {
      throw new CmsEditorError(method, path, response.status, parsed);
    }
    return parsed;
  };

  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) {
    throw new Error(`The CMS admin login at ${base} answered ${login.status}`);
  }
  const adminToken = (await login.json()).data.token;
  const created = await json('POST', '/admin/api-tokens', {
    token: adminToken,
    body: { name: `Editing run ${new Date().toISOString()} ${Math.random().toString(36).slice(2, 8)}`, description: 'Created and revoked by an end-to-end run.', type: 'full-access', lifespan: 7 * 24 * 60 * 60 * 1000 },
  });
  const apiToken = created.data.accessKey;

  return {
    /** `GET /api/...` with the run's token; `path` includes the query. */
    get: (path) => json('GET', path, { token: apiToken }),
    /** `PUT /api/...` with `{ data }`. */
    put: (path, data) => json('PUT', path, { token: apiToken, body: { data } }),
    /** `POST /api/...` with `{ data }`. */
    post: (path, data) => json('POST', path, { token: apiToken, body: { data } }),
    delete: (path) => json('DELETE', path, { token: apiToken }),
    async close() {
      await json('DELETE', `/admin/api-tokens/${created.data.id}`, { token: adminToken }).catch(() => undefined);
    },
  };
}
