import { randomBytes } from 'node:crypto';

export interface CspSources {
  /** Origins the browser calls directly, besides the gateway itself (the search service, captcha). */
  connect: string[];
  /** Script and frame origins beyond the site's own (the captcha script and its frames). */
  script: string[];
  frame: string[];
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Scripts only from the site itself or with the page's nonce (no inline scripts otherwise); inline
 * styles are allowed because the UI library writes its styles at runtime. No framing by other sites.
 */
export function contentSecurityPolicy(nonce: string, sources: CspSources): string {
  const connect = ["'self'", ...sources.connect].join(' ');
  const frame = sources.frame.length > 0 ? sources.frame.join(' ') : "'none'";
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...sources.script].join(' '),
    `frame-src ${frame}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};
