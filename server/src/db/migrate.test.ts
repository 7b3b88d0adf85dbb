// Migrations: applying twice is a no-op; a database of an earlier release takes the later steps with its data kept;
// one made from a since-regenerated initial migration gets a clear error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, type OpenedDatabase } from './client.js';
import { migrate, migrationsFolder } from './migrate.js';

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

  it('upgrades a database made by the first release, keeping its rows', async () => {
    // The migrations folder as the first release shipped it: the initial step only.
    const first = mkdtempSync(join(tmpdir(), 'clinic-migrations-'));
    try {
      cpSync(migrationsFolder(), first, { recursive: true });
      const journalPath = join(first, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
      const old = await openDatabase({ memory: true });
      try {
        await migratePglite(old.db as unknown as PgliteDatabase, { migrationsFolder: first });
        await old.db.execute(
          sql`insert into chronic_patient (id, tenant_id, name) values ('p1', '1000', '旧库患者')`,
        );
        await migrate(old);
        const rows = (await old.db.execute(
          sql`select name, dept_id from chronic_patient where id = 'p1'`,
        )) as unknown as { rows: unknown[] };
        expect(rows.rows).toEqual([{ name: '旧库患者', dept_id: null }]);
      } finally {
        await old.close();
      }
    } finally {
      rmSync(first, { recursive: true, force: true });
    }
  });
});
