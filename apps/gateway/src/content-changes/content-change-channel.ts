import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EVERYTHING, type ContentChange } from './content-change';

/** The PostgreSQL channel on which the gateways tell each other of content changes. */
export const CONTENT_CHANGE_CHANNEL = 'jobpoint_content_changed';
/** How long a lost connection waits before it is opened again, at most. */
const MAX_RECONNECT_MS = 10_000;

export interface ContentChangeChannel {
  /** Tells every other gateway on the database. */
  publish(change: ContentChange): Promise<void>;
  close(): Promise<void>;
}

export interface ContentChangeChannelOptions {
  databaseUrl: string;
  /** A change another gateway was told of; also `EVERYTHING` after the connection was lost for a while. */
  onChange: (change: ContentChange) => void;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

interface Notice {
  from: string;
  change: ContentChange;
}

/**
 * The gateways of one site share the outbox's PostgreSQL database; a webhook call reaches one of them,
 * and `LISTEN/NOTIFY` on that database carries the change to the others within milliseconds. A gateway
 * whose connection was lost cannot know what it missed: it drops everything when it is back.
 */
export async function openContentChangeChannel({ databaseUrl, onChange, log }: ContentChangeChannelOptions): Promise<ContentChangeChannel> {
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const notice = parseNotice(message.payload);
      if (notice && notice.from !== self) {
        onChange(notice.change);
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'content change channel lost its database connection');
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANGE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = 500;
  };

  // Opens the connection again after a pause that grows while the database stays away; what was
  // missed meanwhile cannot be known, so everything is dropped once it is back.
  const scheduleConnect = () => {
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().then(
        () => {
          log.info({}, 'content change channel connected again; every cached page is dropped');
          onChange(EVERYTHING);
        },
        (error: unknown) => {
          log.warn({ err: error }, 'content change channel could not connect');
          retryMs = Math.min(retryMs * 2, MAX_RECONNECT_MS);
          scheduleConnect();
        },
      );
    }, retryMs);
    reconnectTimer.unref();
  };

  const reconnect = (lost: pg.Client) => {
    if (closed || client !== lost) {
      return;
    }
    client = null;
    lost.removeAllListeners('end');
    lost.end().catch(() => undefined);
    scheduleConnect();
  };

  try {
    await connect();
  } catch (error) {
    log.warn({ err: error }, 'content change channel could not connect; pages are shared as long as their cache times say');
    scheduleConnect();
  }

  return {
    async publish(change) {
      if (!client) {
        log.warn({ change }, 'content change not sent to the other gateways: no database connection');
        return;
      }
      const notice: Notice = { from: self, change };
      await client.query('SELECT pg_notify($1, $2)', [CONTENT_CHANGE_CHANNEL, JSON.stringify(notice)]);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}

function parseNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice>;
    const change = notice.change as Partial<ContentChange> | undefined;
    if (typeof notice.from !== 'string' || !change) {
      return null;
    }
    if (change.kind === 'everything') {
      return { from: notice.from, change: EVERYTHING };
    }
    if (
      change.kind === 'resources' &&
      Array.isArray(change.resources) &&
      change.resources.every((resource) => typeof resource === 'string') &&
      (change.locale === null || typeof change.locale === 'string')
    ) {
      return { from: notice.from, change: { kind: 'resources', resources: change.resources, locale: change.locale } };
    }
    return null;
  } catch {
    return null;
  }
}
