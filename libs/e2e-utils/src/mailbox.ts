import { expect, type APIRequestContext } from '@playwright/test';

/** A mail of the gateway's local mailbox: its headers (names in lower case) and its plain-text and HTML parts. */
export interface MailboxMail {
  file: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Whether the gateway keeps its mails in the local mailbox (no Brevo key, and asked from this machine). */
export async function hasLocalMailbox(request: APIRequestContext): Promise<boolean> {
  return (await request.get('/_dev/mailbox')).status() === 200;
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** A raw message as the local mailbox writes it: headers, then one body or `multipart/alternative` parts. */
function parseMail(file: string, eml: string): MailboxMail {
  const split = eml.indexOf('\r\n\r\n');
  const headers = parseHeaders(eml.slice(0, split));
  const body = eml.slice(split + 4);
  const boundary = /boundary="([^"]+)"/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { file, headers, text: body, html: '' };
  const parts = body
    .split(`--${boundary}`)
    .map((part) => {
      const end = part.indexOf('\r\n\r\n');
      return {
        type: parseHeaders(part.slice(0, end).trim())['content-type'] ?? '',
        content: part.slice(end + 4).replace(/\r\n$/, ''),
      };
    })
    .filter((part) => part.type !== '');
  const partOf = (type: string) => parts.find((part) => part.type.startsWith(type))?.content ?? '';
  return { file, headers, text: partOf('text/plain'), html: partOf('text/html') };
}

/**
 * The mails of the gateway's local mailbox (/_dev/mailbox, without a Brevo key) to `address`, newest
 * first. `tag` keeps those the site tagged so (`X-Jobpoint-Tags`, e.g. `job-alert`).
 */
export async function mailboxMails(request: APIRequestContext, address: string, tag?: string): Promise<MailboxMail[]> {
  const list = await request.get('/_dev/mailbox');
  expect(list.status()).toBe(200);
  const files = [
    ...(await list.text()).matchAll(
      /<tr><td>[^<]*<\/td><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="\/_dev\/mailbox\/([^"]+)">/g,
    ),
  ]
    .filter(([, to]) => to.includes(`&lt;${address}&gt;`))
    .map(([, , file]) => decodeURIComponent(file));
  const mails: MailboxMail[] = [];
  for (const file of files) {
    const eml = await request.get(`/_dev/mailbox/${encodeURIComponent(file)}`);
    expect(eml.status()).toBe(200);
    mails.push(parseMail(file, await eml.text()));
  }
  return tag === undefined
    ? mails
    : mails.filter((mail) => (mail.headers['x-jobpoint-tags'] ?? '').split(',').includes(tag));
}
