import { randomFillSync } from 'node:crypto';

export interface CspSources {
  /** Origins the browser calls directly, besides the gateway itself (the search service, captcha). */
  connect: string[];
  /** Script and frame origins beyond the site's own (the captcha script and its frames). */
  script: string[];
  frame: string[];
}

const NONCE_BYTES = 16;
/** Random bytes drawn ahead for many nonces at once; each nonce takes its own bytes, used once. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** 16 bytes from the system's cryptographic random source, base64: one per response. */
export function createNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  noncePoolOffset += NONCE_BYTES;
  return noncePool.toString('base64', noncePoolOffset - NONCE_BYTES, noncePoolOffset);
}

/**
 * Scripts and style elements only from the site itself or with the page's nonce (the UI library's style
 * elements take the nonce, on the server and at runtime). Style attributes stay allowed (`style-src-attr`):
 * the document sets the text size in one and components position overlays with them; an attribute cannot
 * load anything or run script. No framing by other sites, except by those `framedBy` names (the CMS admin
 * shows an editor's preview in a frame).
 */
export function contentSecurityPolicy(nonce: string, sources: CspSources, framedBy: readonly string[] = []): string {
  const connect = ["'self'", ...sources.connect].join(' ');
  const frame = sources.frame.length > 0 ? sources.frame.join(' ') : "'none'";
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...sources.script].join(' '),
    `frame-src ${frame}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBy.length > 0 ? `frame-ancestors 'self' ${framedBy.join(' ')}` : "frame-ancestors 'none'",
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // The site's files and answers are for its own pages; other sites cannot embed them.
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Two years, with subdomains: what browsers' preload lists and the HTTP Observatory ask for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * HSTS is sent where the visitor came over HTTPS: told by a trusted proxy (`X-Forwarded-Proto` with
 * `TRUST_PROXY`), or always in production, where the site is only served over HTTPS. A browser ignores it
 * over plain HTTP, but a local site served so must not teach the browser to insist on HTTPS.
 */
export function sendsStrictTransportSecurity(protocol: string, nodeEnv: string): boolean {
  return protocol === 'https' || nodeEnv === 'production';
}
