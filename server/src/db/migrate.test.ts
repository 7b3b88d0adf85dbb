// Migrations: applying twice is a no-op; a database made from a since-regenerated initial migration gets a clear error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from './client.js';
import { migrate } from './migrate.js';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openDatabase({ memory: true });
});
afterAll(async () => {
  await opened?.close();
});

describe('migrate', () => {
  it('creates the schema once and is idempotent', async () => {
    await migrate(opened);
    await migrate(opened);
    const result = (await opened.db.execute(sql`select count(*)::int as n from sys_user`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows[0]).toMatchObject({ n: 0 });
  });

  it('explains a database built from an older initial migration', async () => {
    await opened.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    await expect(migrate(opened)).rejects.toThrow(/删除数据目录/);
  });
});
