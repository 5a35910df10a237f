import type { OutgoingMessage } from './compose-messages';

/**
 * The outcome of one delivery attempt.
 * - `sent`: the provider took the message.
 * - `rejected`: the provider refused it for good (an invalid address); repeating cannot help.
 * - `retry`: try again later. `inDoubt` when the provider may have taken it anyway (no answer in time,
 *   connection lost after sending), which limits how it may be repeated.
 */
export type SendResult =
  | { outcome: 'sent'; messageId?: string }
  | { outcome: 'rejected'; error: string }
  | { outcome: 'retry'; error: string; inDoubt: boolean };

export interface Transport {
  readonly name: string;
  /**
   * How a message whose earlier attempt may have gone out can be repeated: `always` when a repeat has
   * no further effect, `within-window` while the provider still drops a repeat with the same
   * idempotency key (see IDEMPOTENCY_WINDOW_MS), `never` otherwise.
   */
  repeatable(message: OutgoingMessage): 'always' | 'within-window' | 'never';
  send(message: OutgoingMessage, idempotencyKey: string, signal: AbortSignal): Promise<SendResult>;
}
