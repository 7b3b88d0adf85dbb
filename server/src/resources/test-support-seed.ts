// Test fixture rows for identity tables (users, departments) that business tests need, without the platform seed.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export const FIXTURE_USERS = [
  {
    id: 'u1',
    username: 'doctor',
    realname: '王医生',
    sex: 1,
    birthday: '1985-03-02',
    tenants: ['1000'],
    departs: ['d1'],
  },
  {
    id: 'u2',
    username: 'nurse01',
    realname: '李护士',
    sex: 2,
    birthday: '1992-07-15',
    tenants: ['1000'],
    departs: ['d1', 'd2'],
  },
  {
    id: 'u3',
    username: 'researcher',
    realname: '李研究员',
    sex: 2,
    birthday: '1988-11-30',
    tenants: ['1000'],
    departs: ['d2'],
  },
  {
    id: 'u4',
    username: 'tenant2admin',
    realname: '赵管理员',
    sex: 1,
    birthday: '1979-01-09',
    tenants: ['2000'],
    departs: ['d3'],
  },
];

export async function seedFixtureIdentity(db: Db): Promise<void> {
  for (const [id, tenant, name, code] of [
    ['d1', '1000', '心内科', 'A01'],
    ['d2', '1000', '内分泌科', 'A02'],
    ['d3', '2000', '全科', 'B01'],
  ] as const) {
    await db.execute(
      sql`INSERT INTO sys_depart (id, tenant_id, depart_name, org_code, dept_code) VALUES (${id}, ${tenant}, ${name}, ${code}, ${code})`,
    );
  }
  for (const u of FIXTURE_USERS) {
    await db.execute(
      sql`INSERT INTO sys_user (id, tenant_id, username, realname, password_hash, sex, birthday)
          VALUES (${u.id}, ${u.tenants[0]}, ${u.username}, ${u.realname}, 'x', ${u.sex}, ${u.birthday})`,
    );
    for (const t of u.tenants)
      await db.execute(sql`INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES (${u.id}, ${t})`);
    for (const d of u.departs) {
      const tenant = d === 'd3' ? '2000' : '1000';
      await db.execute(
        sql`INSERT INTO sys_user_depart (user_id, dep_id, tenant_id) VALUES (${u.id}, ${d}, ${tenant})`,
      );
    }
  }
}
