// The operations each project role may use inside a research project (the research app's type '2' buttons): the
// project detail lists them (authOperation), and the server refuses what the caller's role in the row's project lacks.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fail, type RequestContext } from '../core/index.js';
import { rows } from './engine/sql-util.js';
import type { ProjectRole } from './project-menus.js';

/** Operation codes and the project roles that get them; resource declarations name them (projectOperations). */
export const PROJECT_OPERATIONS: readonly {
  action: string;
  describe: string;
  roles: readonly ProjectRole[];
}[] = [
  { action: 'subject:add', describe: '新增受试者', roles: ['admin', 'researcher'] },
  { action: 'subject:edit', describe: '编辑受试者', roles: ['admin', 'researcher'] },
  { action: 'subject:delete', describe: '删除受试者', roles: ['admin'] },
  { action: 'subject:export', describe: '导出受试者', roles: ['admin', 'researcher'] },
  { action: 'subject:withdraw', describe: '受试者退出', roles: ['admin', 'researcher'] },
  { action: 'visitForm:edit', describe: '填写访视表单', roles: ['admin', 'researcher', 'doctor'] },
  { action: 'visitFormChange:audit', describe: '审核数据修改申请', roles: ['admin', 'dataManager'] },
  { action: 'project:setting', describe: '项目设置', roles: ['admin'] },
];

/** The roles granted `action`; an unknown code grants no one (a typo refuses rather than admits). */
export function rolesGranting(action: string): readonly ProjectRole[] {
  return PROJECT_OPERATIONS.find((o) => o.action === action)?.roles ?? [];
}

/** Every project operation with status '1' when the role has it, '0' (disabled) when not. */
export function authOperations(role: string) {
  return PROJECT_OPERATIONS.map((op) => ({
    action: op.action,
    describe: op.describe,
    type: '2',
    status: op.roles.includes(role as ProjectRole) ? '1' : '0',
  }));
}

/** The caller's projects whose role grants `action`, as a parameterised sub-select. */
export function projectsGranting(ctx: RequestContext, action: string): SQL {
  const roles = rolesGranting(action);
  const list = roles.length
    ? sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )
    : sql`NULL`;
  return sql`(SELECT pm.project_id FROM project_member pm WHERE pm.tenant_id = ${ctx.tenantId} AND pm.user_id = ${ctx.user?.id ?? ''} AND pm.role IN (${list}))`;
}

/**
 * Refuses unless the caller is a member of every project in `projectIds` (404 otherwise, as for a missing row) and
 * their role there grants `action` (510).
 */
export async function requireProjectOperation(
  db: Db,
  ctx: RequestContext,
  projectIds: readonly string[],
  action: string,
): Promise<void> {
  const wanted = [...new Set(projectIds)];
  if (wanted.length === 0) return;
  const found = await rows<{ project_id: string; role: string }>(
    db,
    sql`SELECT project_id, role FROM project_member WHERE tenant_id = ${ctx.tenantId} AND user_id = ${ctx.user?.id ?? ''} AND project_id IN (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  if (new Set(found.map((r) => r.project_id)).size !== wanted.length) throw fail.notFound();
  const granted = rolesGranting(action);
  if (found.some((r) => !granted.includes(r.role as ProjectRole))) throw fail.noPermission();
}
