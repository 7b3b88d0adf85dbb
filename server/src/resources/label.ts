// 标签管理 (/sys/label): a 用户标签 is its creator's alone (every engine path but naming a patient's stored labels),
// and a label still on a patient is not deleted: the user is told how many patients carry it.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';

/** label_type of the tenant's shared labels; any other (用户标签) is seen only by the user who made it. */
const SYSTEM_LABEL = '1';

export const labelResource = serverResource(resources.label, {
  privateRows: (who) => sql`t.label_type = ${SYSTEM_LABEL} OR t.create_by = ${who.user?.username ?? ''}`,
  hooks: {
    async beforeDelete(ids, ctx, db) {
      const [used] = await rows<{ name: string; n: number | string }>(
        db,
        sql`SELECT l.name, count(p.id) AS n FROM sys_label l
            JOIN chronic_patient p ON p.tenant_id = l.tenant_id
             AND ',' || p.label_ids || ',' LIKE '%,' || l.id || ',%'
            WHERE l.id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) AND l.tenant_id = ${ctx.tenantId}
            GROUP BY l.id, l.name ORDER BY l.name LIMIT 1`,
      );
      if (used)
        throw fail.business(
          `标签「${used.name}」正用于 ${Number(used.n)} 位患者，请先在患者档案中移除该标签后再删除`,
        );
    },
  },
});
