import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OutboxTables } from './outbox';

/** The forms that mail an address nobody has confirmed yet; the values of the metric's `form` label. */
export const ADDRESS_LIMITED_FORMS = ['newsletter', 'event', 'company', 'job-alert'] as const;
export type AddressLimitedForm = (typeof ADDRESS_LIMITED_FORMS)[number];

/**
 * At most one mail before confirmation per address and form in this time (MAILING_ADDRESS_LIMIT_WINDOW_MS):
 * whoever types someone else's address into a form can send that person one mail, not a stream of them.
 */
export const ADDRESS_MAIL_WINDOW_MS = 10 * 60_000;

/** The address as the limit knows it: the SHA-256 of its lowercase, trimmed form. */
export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

/**
 * The per-address limit of the mails sent before confirmation, in the outbox's database, so that every
 * gateway on one DATABASE_URL keeps the same count. It stores a hash of the address with the form and
 * the time of its mail, and deletes what is older than the window.
 */
export class AddressMailLimit {
  constructor(
    private readonly db: Kysely<OutboxTables>,
    private readonly windowMs: number = ADDRESS_MAIL_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes the one mail `address` may get from `form` in the window: true when it may go out (its window
   * starts now), false when one went out less than the window ago. One statement, an upsert that changes
   * a row only when its time has passed, so of gateways taking it at the same moment exactly one gets it.
   */
  async take(form: AddressLimitedForm, address: string): Promise<boolean> {
    const now = this.now();
    const expired = now - this.windowMs;
    const taken = await this.db
      .insertInto('address_mail_limits')
      .values({ address_hash: addressHash(address), form, sent_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['address_hash', 'form'])
          .doUpdateSet({ sent_at: now })
          .where('address_mail_limits.sent_at', '<=', expired),
      )
      .executeTakeFirst();
    await this.db.deleteFrom('address_mail_limits').where('sent_at', '<=', expired).execute();
    return Number(taken.numInsertedOrUpdatedRows) === 1;
  }
}
