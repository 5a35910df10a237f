import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/open-database';

/** The day the test data is generated for, so that deadlines are the same on every run. */
export const TEST_TODAY = new Date(2025, 4, 15, 12, 0, 0);
export const TEST_PUBLIC_URL = 'http://localhost:4200/jobs-api';
export const TEST_ADMIN_TOKEN = 'test-jobs-admin-token';

/** A jobs service on a fresh in-memory database with the demo data; `now` is the clock of added jobs. */
export function createTestApp({ now }: { now?: () => Date } = {}): FastifyInstance {
  const db = openDatabase({ filename: ':memory:', today: TEST_TODAY });
  const app = buildApp({ db, publicUrl: TEST_PUBLIC_URL, adminToken: TEST_ADMIN_TOKEN, now });
  app.addHook('onClose', async () => {
    db.close();
  });
  return app;
}

export async function getJson<T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}
