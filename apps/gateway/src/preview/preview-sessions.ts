import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { migrateSiteDatabase, openSiteDatabase, type SiteDatabaseLocation } from '../lib/site-database';

/** A preview lasts an editor's working day at most, whatever its cookie says; the CMS's link starts a new one. */
export const PREVIEW_MAX_MS = 8 * 60 * 60 * 1000;

/** The cookie's format: a new one makes every cookie of the old one invalid. */
const FORMAT = '1';
/** The purpose the cookie's key is derived for: it signs nothing else, and the link's secret signs nothing. */
const KEY_PURPOSE = 'jobpoint preview cookie 1';
/** `1.<id>.<issued at>.<expires at>.<HMAC-SHA256>`: times are whole milliseconds, so `Infinity` or `1e400` is no cookie. */
const COOKIE_FORMAT = /^1\.([A-Za-z0-9_-]{22})\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** A preview as its cookie names it: its id and when it was issued and ends (ms since the epoch). */
export interface PreviewTicket {
  id: string;
  issuedAt: number;
  expiresAt: number;
}

/** The key of the preview cookie: derived from PREVIEW_SECRET (HKDF), so a new secret ends every preview. */
export function previewCookieKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', KEY_PURPOSE, 32));
}

export function signedPreviewCookie(key: Buffer, ticket: PreviewTicket): string {
  const payload = `${FORMAT}.${ticket.id}.${ticket.issuedAt}.${ticket.expiresAt}`;
  return `${payload}.${signature(key, payload)}`;
}

/**
 * The ticket of a cookie this key signed, its end capped at PREVIEW_MAX_MS after it was issued; null for
 * anything else (another key, another format, a value that is no cookie at all).
 */
export function readPreviewCookie(key: Buffer, value: unknown): PreviewTicket | null {
  if (typeof value !== 'string') {
    return null;
  }
  const match = COOKIE_FORMAT.exec(value);
  if (!match) {
    return null;
  }
  const [, id, issued, expires, given] = match as unknown as [string, string, string, string, string];
  const expected = signature(key, value.slice(0, value.lastIndexOf('.')));
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return null;
  }
  const issuedAt = Number(issued);
  return { id, issuedAt, expiresAt: Math.min(Number(expires), issuedAt + PREVIEW_MAX_MS) };
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** Previews ended before their time, kept until then: a copy of an ended preview's cookie is refused. */
interface PreviewTables {
  ended_previews: { id: string; expires_at: number };
}

const MIGRATIONS: Record<string, Migration> = {
  '001-ended-previews': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ended_previews')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
};

const migrations: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export interface PreviewSessionsOptions {
  secret: string;
  /** The outbox's database: a preview ended on one gateway is ended on every gateway that shares it. */
  location: SiteDatabaseLocation;
  now?: () => number;
}

/**
 * Editors' previews (ADR 154): started by the CMS's link, carried by a signed cookie that says when it was
 * issued and ends, and ended before their time by `/api/preview/exit`, which records the preview's id in
 * the shared database until the cookie would have run out.
 */
export class PreviewSessions {
  private constructor(
    private readonly key: Buffer,
    private readonly db: Kysely<PreviewTables>,
    private readonly now: () => number,
  ) {}

  /** Opens the database and brings its table up to date (PostgreSQL: under an advisory lock, so gateways may start together). */
  static async open({ secret, location, now = Date.now }: PreviewSessionsOptions): Promise<PreviewSessions> {
    const db = openSiteDatabase<PreviewTables>(location);
    await migrateSiteDatabase(db, 'preview', migrations);
    return new PreviewSessions(previewCookieKey(secret), db, now);
  }

  /** A new preview's cookie value. */
  start(): string {
    const issuedAt = this.now();
    return signedPreviewCookie(this.key, { id: randomBytes(16).toString('base64url'), issuedAt, expiresAt: issuedAt + PREVIEW_MAX_MS });
  }

  /** Whether a cookie is a preview: signed with this key, within its time and not ended. Only such a cookie costs a query. */
  async isActive(cookie: unknown): Promise<boolean> {
    const ticket = this.current(cookie);
    if (!ticket) {
      return false;
    }
    const ended = await this.db.selectFrom('ended_previews').select('id').where('id', '=', ticket.id).executeTakeFirst();
    return ended === undefined;
  }

  /** Ends the preview a cookie names on every gateway; the previews whose time is over are forgotten. */
  async end(cookie: unknown): Promise<void> {
    const ticket = this.current(cookie);
    if (!ticket) {
      return;
    }
    await this.db.deleteFrom('ended_previews').where('expires_at', '<=', this.now()).execute();
    await this.db
      .insertInto('ended_previews')
      .values({ id: ticket.id, expires_at: ticket.expiresAt })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  private current(cookie: unknown): PreviewTicket | null {
    const ticket = readPreviewCookie(this.key, cookie);
    return ticket && ticket.expiresAt > this.now() ? ticket : null;
  }
}
