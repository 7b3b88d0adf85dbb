// The tenant resource (/sys/tenant, 租户管理): rows owned by the platform department's tenant, so the engine's tenant
// scope shows them there only; a new tenant gets its roles and root department, a tenant with members stays.
import { sql } from 'drizzle-orm';
import { resources } from '@clinic/sdk/resources';
import { PLATFORM_DEPARTMENT_TENANT_ID } from '@clinic/sdk/wire';
import { fail } from '../core/index.js';
import type { Db } from '../db/client.js';
import { rows } from '../db/rows.js';
import { serverResource } from './engine/from-declaration.js';
import { provisionTenant } from './tenant-provision.js';

function checkDates(values: Record<string, unknown>): void {
  const begin = values.beginDate;
  const end = values.endDate;
  if (typeof begin === 'string' && typeof end === 'string' && begin && end && end < begin)
    throw fail.business('结束日期不能早于开始日期');
}

async function memberCount(db: Db, ids: string[]): Promise<Array<{ name: string; n: number }>> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<{ name: string; n: string | number }>(
    db,
    sql`SELECT t.name,
          (SELECT count(*) FROM sys_user_tenant ut JOIN sys_user u ON u.id = ut.user_id
            WHERE ut.tenant_id = t.id AND u.del_flag = 0)
          + (SELECT count(*) FROM chronic_patient p WHERE p.tenant_id = t.id) AS n
        FROM sys_tenant t WHERE t.id IN (${list})`,
  );
  return found.map((r) => ({ name: r.name, n: Number(r.n) }));
}

export const tenantResource = serverResource(resources.tenant, {
  hooks: {
    beforeAdd(values) {
      checkDates(values);
    },
    async beforeEdit(values, id) {
      checkDates(values);
      // Freezing the platform department would lock every platform administrator out of this very page.
      if (id === PLATFORM_DEPARTMENT_TENANT_ID && Number(values.status) === 0)
        throw fail.business('平台运营部不能冻结');
    },
    async afterAdd(id, _ctx, db) {
      const [row] = await rows<{ name: string }>(db, sql`SELECT name FROM sys_tenant WHERE id = ${id}`);
      await provisionTenant(db, { id, name: row?.name ?? '' });
    },
    async beforeDelete(ids, _ctx, db) {
      if (ids.includes(PLATFORM_DEPARTMENT_TENANT_ID)) throw fail.business('平台运营部不能删除');
      const busy = (await memberCount(db, ids)).filter((t) => t.n > 0);
      if (busy.length > 0)
        throw fail.business(`租户「${busy.map((t) => t.name).join('、')}」下还有成员或患者，不能删除`);
      // What provisioning made goes with the tenant: its roles, their grants and its departments.
      for (const id of ids) {
        await db.execute(sql`DELETE FROM sys_role_permission WHERE tenant_id = ${id}`);
        await db.execute(sql`DELETE FROM sys_role WHERE tenant_id = ${id}`);
        await db.execute(sql`DELETE FROM sys_depart WHERE tenant_id = ${id}`);
      }
    },
    afterRead(records) {
      for (const record of records) record.tenantNo = record.id ?? null;
    },
  },
});
