// Envelope-level calls for server tests: an answer below 500 read as { success, message, code, result }, `ok` for
// the result of a success, and the id of the newest row of a table (an add answers a message, not its row).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../../resources/engine/sql-util.js';
import type { TestApp } from './test-app.js';

export type Rec = Record<string, unknown>;
export interface Answer {
  success: boolean;
  message: string;
  code: number;
  result: Rec & { records?: Rec[] };
}

/** `app` is read at each call: suites start their app in beforeAll. */
export function envelopeCalls(app: () => TestApp) {
  async function call(token: string, method: string, url: string, payload?: unknown): Promise<Answer> {
    const res = await app().call(method, `/jeecg-boot${url}`, { token, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(500);
    return res.json() as Answer;
  }
  async function ok(answer: Promise<Answer>): Promise<Answer['result']> {
    const a = await answer;
    expect(a.success, a.message).toBe(true);
    return a.result;
  }
  async function newestId(table: string): Promise<string> {
    const [last] = await rows<{ id: string }>(
      app().database.db,
      sql`SELECT id FROM ${sql.identifier(table)} ORDER BY create_time DESC, id DESC LIMIT 1`,
    );
    return last!.id;
  }
  return { call, ok, newestId };
}
