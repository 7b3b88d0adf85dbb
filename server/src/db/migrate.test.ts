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

  it('0019 gives announcements released before it the send records of their audience, and the new 通告对象 items', async () => {
    const before = mkdtempSync(join(tmpdir(), 'clinic-migrations-'));
    try {
      cpSync(migrationsFolder(), before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag === '0019_announcement_audience');
      expect(at).toBeGreaterThan(0);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      const old = await openDatabase({ memory: true });
      try {
        await migratePglite(old.db as unknown as PgliteDatabase, { migrationsFolder: before });
        await old.db
          .execute(sql`insert into sys_user (id, tenant_id, username, realname, password_hash) values
          ('a', '1000', 'a', '甲', 'x'), ('b', '1000', 'b', '乙', 'x'), ('c', '1000', 'c', '丙', 'x'),
          ('z', '2000', 'z', '外', 'x')`);
        await old.db.execute(sql`insert into sys_user_tenant (user_id, tenant_id) values ('z', '1000')`);
        await old.db.execute(sql`update sys_user set del_flag = 1 where id = 'c'`);
        await old.db
          .execute(sql`insert into announcement (id, tenant_id, titile, msg_type, user_ids, send_status) values
          ('all', '1000', '全体', 'ALL', null, '1'), ('some', '1000', '指定', 'USER', 'b,q', '1'),
          ('draft', '1000', '草稿', 'ALL', null, '0')`);
        await old.db.execute(sql`insert into announcement_send (id, tenant_id, annt_id, user_id, read_flag)
          values ('s1', '1000', 'all', 'a', 1)`);
        await old.db.execute(
          sql`insert into sys_dict (id, tenant_id, dict_name, dict_code) values ('d', '0', '通告对象类型', 'msg_type')`,
        );
        await old.db
          .execute(sql`insert into sys_dict_item (id, tenant_id, dict_id, item_text, item_value) values
          ('i1', '0', 'd', '全体用户', 'ALL'), ('i2', '0', 'd', '指定用户', 'USER')`);
        await migrate(old);
        const sends = (await old.db.execute(
          sql`select annt_id, user_id, read_flag from announcement_send order by annt_id, user_id`,
        )) as unknown as { rows: unknown[] };
        expect(sends.rows).toEqual([
          { annt_id: 'all', user_id: 'a', read_flag: 1 },
          { annt_id: 'all', user_id: 'b', read_flag: 0 },
          { annt_id: 'all', user_id: 'z', read_flag: 0 },
          { annt_id: 'some', user_id: 'b', read_flag: 0 },
        ]);
        const items = (await old.db.execute(
          sql`select item_value, item_text from sys_dict_item where dict_id = 'd' order by sort_order, item_value`,
        )) as unknown as { rows: unknown[] };
        expect(items.rows).toEqual([
          { item_value: 'ALL', item_text: '全体用户' },
          { item_value: 'USER', item_text: '指定用户' },
          { item_value: 'DEPART', item_text: '指定部门' },
          { item_value: 'ROLE', item_text: '指定角色' },
        ]);
      } finally {
        await old.close();
      }
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });
});
