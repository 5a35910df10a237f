import type { OutgoingMessage } from './compose-messages';
import type { BrevoConfig } from './mailing-config';
import type { SendResult, Transport } from './transport';

export interface BrevoRequest {
  path: string;
  body: Record<string, unknown>;
}

/**
 * The Brevo v3 request for a message. Newsletter contacts go through double opt-in
 * (`/contacts/doubleOptinConfirmation`); registrations are transactional mails (`/smtp/email`) that
 * carry the delivery's idempotency key, so Brevo drops a repeat of the same mail.
 */
export function buildBrevoRequest(message: OutgoingMessage, idempotencyKey: string): BrevoRequest {
  if (message.type === 'double-opt-in') {
    return {
      path: '/contacts/doubleOptinConfirmation',
      body: {
        email: message.email,
        includeListIds: message.listIds,
        templateId: message.templateId,
        redirectionUrl: message.redirectionUrl,
      },
    };
  }
  return {
    path: '/smtp/email',
    body: {
      sender: message.sender,
      to: [message.to],
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      htmlContent: message.html,
      textContent: message.text,
      tags: message.tags,
      headers: { ...message.headers, idempotencyKey },
    },
  };
}

/**
 * Answers that are not about the message: our key is wrong or blocked (401, 403: an operator fixes the
 * configuration, the submissions wait), the provider is busy (408, 425, 429) or failing (5xx).
 */
const RETRYABLE_STATUSES = new Set([401, 403, 408, 425, 429]);
/** A gateway in front of Brevo gave up waiting; Brevo itself may have taken the message. */
const AMBIGUOUS_STATUSES = new Set([502, 504]);
/** Errors raised before a request reached the provider: nothing can have been sent. */
const NOT_SENT_ERROR_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

export class BrevoTransport implements Transport {
  readonly name = 'brevo';

  constructor(
    private readonly config: BrevoConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /**
   * A double opt-in names a contact by address: repeating it adds nobody twice (Brevo answers
   * duplicate_parameter or at most asks once more for the confirmation). A mail is dropped by Brevo as
   * a repeat only while it remembers the idempotency key.
   */
  repeatable(message: OutgoingMessage): 'always' | 'within-window' {
    return message.type === 'double-opt-in' ? 'always' : 'within-window';
  }

  async send(message: OutgoingMessage, idempotencyKey: string, signal: AbortSignal): Promise<SendResult> {
    const request = buildBrevoRequest(message, idempotencyKey);
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.apiUrl}${request.path}`, {
        method: 'POST',
        headers: { 'api-key': this.config.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request.body),
        signal,
      });
    } catch (error) {
      return { outcome: 'retry', error: describeFetchError(error), inDoubt: !isNotSentError(error) };
    }
    const answer = await readAnswer(response);
    if (response.ok) {
      return { outcome: 'sent', messageId: typeof answer.messageId === 'string' ? answer.messageId : undefined };
    }
    const error = `Brevo answered ${response.status}${answer.code ? ` ${String(answer.code)}` : ''}${answer.message ? `: ${String(answer.message)}` : ''}`;
    // Brevo refuses a double opt-in for an address that already has one: the subscription exists.
    if (message.type === 'double-opt-in' && response.status === 400 && answer.code === 'duplicate_parameter') {
      return { outcome: 'sent' };
    }
    if (response.status >= 500 || RETRYABLE_STATUSES.has(response.status)) {
      return { outcome: 'retry', error, inDoubt: AMBIGUOUS_STATUSES.has(response.status) };
    }
    return { outcome: 'rejected', error };
  }
}

async function readAnswer(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

function isNotSentError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && NOT_SENT_ERROR_CODES.has(code);
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'Brevo did not answer in time';
  }
  const code = errorCode(error);
  return `Brevo unreachable${code ? ` (${code})` : ''}: ${error instanceof Error ? error.message : String(error)}`;
}
