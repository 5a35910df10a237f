import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MailAddress, OutgoingMessage } from './compose-messages';
import type { SendResult, Transport } from './transport';

/**
 * Like Brevo for an address it cannot deliver to, the local mailbox refuses recipients under the
 * top-level domain `.invalid`, which RFC 2606 reserves for names that can never exist
 * (e.g. `someone@example.invalid`). That makes the permanent-failure path visible on one machine.
 */
export const UNDELIVERABLE_TLD = 'invalid';

export function isUndeliverable(address: string): boolean {
  const domain = address.split('@').pop()?.toLowerCase() ?? '';
  return domain.split('.').pop() === UNDELIVERABLE_TLD;
}

export interface MailboxMessage {
  file: string;
  to: string;
  subject: string;
  date: string;
  kind: string;
}

/**
 * Without a Brevo key, messages are written as `.eml` files into a folder a developer can open (or read
 * at /_dev/mailbox). The file is named after the idempotency key and written by rename, so a repeated
 * delivery replaces the same file instead of adding a second message.
 */
export class LocalMailbox implements Transport {
  readonly name = 'local mailbox';

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  repeatable(): 'always' {
    return 'always';
  }

  async send(message: OutgoingMessage, idempotencyKey: string): Promise<SendResult> {
    const recipient = message.type === 'double-opt-in' ? message.email : message.to.email;
    if (isUndeliverable(recipient)) {
      return { outcome: 'rejected', error: `550 ${recipient}: the domain does not exist` };
    }
    const file = path.join(this.dir, `${idempotencyKey}.eml`);
    const temporary = `${file}.tmp`;
    writeFileSync(temporary, toEml(message, idempotencyKey, new Date()));
    renameSync(temporary, file);
    return { outcome: 'sent', messageId: `<${idempotencyKey}@mailbox.local>` };
  }

  /** Messages, newest first. */
  list(): MailboxMessage[] {
    return readdirSync(this.dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => ({ name, mtime: statSync(path.join(this.dir, name)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime)
      .map(({ name }) => {
        const headers = parseHeaders(readFileSync(path.join(this.dir, name), 'utf8'));
        return {
          file: name,
          to: headers['to'] ?? '',
          subject: headers['subject'] ?? '',
          date: headers['date'] ?? '',
          kind: headers['x-jobpoint-kind'] ?? '',
        };
      });
  }

  /** The raw message, or undefined for a name that is not a message of this mailbox. */
  read(file: string): string | undefined {
    if (!/^[\w-]+\.eml$/.test(file)) {
      return undefined;
    }
    try {
      return readFileSync(path.join(this.dir, file), 'utf8');
    } catch {
      return undefined;
    }
  }
}

function formatAddress(address: MailAddress): string {
  return address.name ? `"${address.name.replace(/["\\\r\n]/g, '')}" <${address.email}>` : `<${address.email}>`;
}

/** Header values stay on one line; the body is UTF-8 as written. */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

/**
 * A message as a file a mail program opens: the double opt-in as a note of what Brevo would send, a mail
 * with its plain-text and HTML parts.
 */
export function toEml(message: OutgoingMessage, idempotencyKey: string, date: Date): string {
  const boundary = `part-${idempotencyKey}`;
  const common = [
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${idempotencyKey}@mailbox.local>`,
    `X-Idempotency-Key: ${idempotencyKey}`,
    'MIME-Version: 1.0',
  ];
  const plainText = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit'];
  if (message.type === 'double-opt-in') {
    return [
      'From: "Brevo (double opt-in)" <doi@mailbox.local>',
      `To: <${headerValue(message.email)}>`,
      // The mail's words are Brevo's template; the local mailbox names the template, not a text of its own.
      `Subject: Brevo double opt-in, template ${message.templateId}`,
      'X-Jobpoint-Kind: double-opt-in',
      `X-Brevo-List-Ids: ${message.listIds.join(',')}`,
      `X-Brevo-Template-Id: ${message.templateId}`,
      ...common,
      ...plainText,
      '',
      `Brevo would send template ${message.templateId} to ${message.email}.`,
      `After confirming, the address joins list(s) ${message.listIds.join(', ')} and the browser opens:`,
      message.redirectionUrl,
      '',
    ].join('\r\n');
  }
  return [
    `From: ${headerValue(formatAddress(message.sender))}`,
    `To: ${headerValue(formatAddress(message.to))}`,
    ...(message.replyTo ? [`Reply-To: ${headerValue(formatAddress(message.replyTo))}`] : []),
    `Subject: ${headerValue(message.subject)}`,
    'X-Jobpoint-Kind: mail',
    `X-Jobpoint-Tags: ${message.tags.join(',')}`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${headerValue(value)}`),
    ...common,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...plainText,
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

function parseHeaders(eml: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of eml.split('\r\n\r\n')[0].split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}
