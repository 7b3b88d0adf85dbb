// 项目设置's resources (groups, the visit plan, members): every path admits only members of the row's project (others
// find nothing, as for a missing row), and only the project's managers (项目负责人, roleRight 1) write; names are
// unique within a project, a visit names existing 动态表单 of the tenant, the last manager stays.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fail, type RequestContext } from '../core/index.js';
import { rows } from './engine/sql-util.js';
import { serverResource } from './engine/from-declaration.js';
import { ROLE_RIGHT, type ProjectRole } from './project-menus.js';
import { formIdsOf, formNamesOf } from './plan-forms.js';
import { syncPlanVisit, unscheduleVisits } from './subject-schedule.js';

/** Projects of the signed-in user, as a parameterised sub-select. */
function memberProjects(ctx: RequestContext) {
  return sql`(SELECT pm.project_id FROM project_member pm WHERE pm.tenant_id = ${ctx.tenantId} AND pm.user_id = ${ctx.user?.id ?? ''})`;
}

/** The caller's roleRight in a project of the tenant, or null when not a member. */
async function rightIn(db: Db, ctx: RequestContext, projectId: string): Promise<string | null> {
  const found = await rows<{ role_right: string }>(
    db,
    sql`SELECT role_right FROM project_member WHERE tenant_id = ${ctx.tenantId} AND project_id = ${projectId} AND user_id = ${ctx.user?.id ?? ''}`,
  );
  return found[0]?.role_right ?? null;
}

/** A non-member finds no project; a member who is not its manager may not change its settings. */
export async function requireProjectManager(
  db: Db,
  ctx: RequestContext,
  projectId: unknown,
): Promise<string> {
  if (typeof projectId !== 'string' || !projectId) throw fail.business('所属项目不能为空');
  const right = await rightIn(db, ctx, projectId);
  if (right === null) throw fail.notFound();
  if (right !== ROLE_RIGHT.admin) throw fail.noPermission('只有项目负责人可以修改项目设置');
  return projectId;
}

/** The projects of the rows `ids` of `table` in the tenant; any id not found fails as missing. */
async function projectsOfRows(db: Db, ctx: RequestContext, table: string, ids: string[]): Promise<string[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<{ id: string; project_id: string }>(
    db,
    sql`SELECT id, project_id FROM ${sql.identifier(table)} WHERE tenant_id = ${ctx.tenantId} AND id IN (${list})`,
  );
  if (found.length !== new Set(ids).size) throw fail.notFound();
  return [...new Set(found.map((r) => r.project_id))];
}

/** Hooks every settings resource shares: member-scoped reads, manager-only writes, the project fixed once set. */
function settingsHooks(table: string) {
  return {
    listScope: (_query: Record<string, unknown>, ctx: RequestContext) => ({
      where: sql`t.project_id IN ${memberProjects(ctx)}`,
    }),
    // queryById is not list-scoped: a row of a project the user is not in answers 404 like a missing one.
    afterRead: async (records: Record<string, unknown>[], ctx: RequestContext, db: Db) => {
      const mine = await rows<{ project_id: string }>(db, memberProjects(ctx));
      const allowed = new Set(mine.map((r) => r.project_id));
      if (records.some((r) => !allowed.has(String(r.projectId)))) throw fail.notFound();
    },
    async beforeAddCommon(values: Record<string, unknown>, ctx: RequestContext, db: Db) {
      await requireProjectManager(db, ctx, values.projectId);
    },
    async beforeEditCommon(values: Record<string, unknown>, id: string, ctx: RequestContext, db: Db) {
      const [projectId] = await projectsOfRows(db, ctx, table, [id]);
      await requireProjectManager(db, ctx, projectId);
      if ('projectId' in values && values.projectId !== projectId) throw fail.business('不能更改所属项目');
      return projectId as string;
    },
    async beforeDeleteCommon(ids: string[], ctx: RequestContext, db: Db) {
      for (const projectId of await projectsOfRows(db, ctx, table, ids))
        await requireProjectManager(db, ctx, projectId);
    },
  };
}

/** A name used by another row of the same project (`except` the row being edited). */
async function nameTaken(
  db: Db,
  ctx: RequestContext,
  table: string,
  projectId: string,
  name: unknown,
  except?: string,
): Promise<boolean> {
  if (typeof name !== 'string') return false;
  const found = await rows(
    db,
    sql`SELECT 1 FROM ${sql.identifier(table)} WHERE tenant_id = ${ctx.tenantId} AND project_id = ${projectId}
          AND name = ${name.trim()} ${except ? sql`AND id <> ${except}` : sql``} LIMIT 1`,
  );
  return found.length > 0;
}

const GROUP_TABLE = 'rws_project_group';
const group = settingsHooks(GROUP_TABLE);

/** Subjects of the project filed under a group name. */
async function subjectsInGroup(
  db: Db,
  ctx: RequestContext,
  projectId: string,
  name: string,
): Promise<number> {
  const found = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM subject WHERE tenant_id = ${ctx.tenantId} AND project_id = ${projectId} AND group_name = ${name}`,
  );
  return Number(found[0]?.n ?? 0);
}

export const projectGroupResource = serverResource(resources.projectGroup, {
  constraintMessages: { rws_project_group_name_uq: '该项目已有同名分组' },
  hooks: {
    listScope: group.listScope,
    afterRead: group.afterRead,
    async beforeAdd(values, ctx, db) {
      await group.beforeAddCommon(values, ctx, db);
      if (await nameTaken(db, ctx, GROUP_TABLE, String(values.projectId), values.name))
        throw fail.business('该项目已有同名分组');
    },
    async beforeEdit(values, id, ctx, db) {
      const projectId = await group.beforeEditCommon(values, id, ctx, db);
      if (!('name' in values)) return;
      if (await nameTaken(db, ctx, GROUP_TABLE, projectId, values.name, id))
        throw fail.business('该项目已有同名分组');
      const [old] = await rows<{ name: string }>(
        db,
        sql`SELECT name FROM rws_project_group WHERE id = ${id}`,
      );
      // Subjects are filed under the group's name: a group in use keeps it.
      if (old && old.name !== values.name && (await subjectsInGroup(db, ctx, projectId, old.name)) > 0)
        throw fail.business('该分组下已有受试者，不能修改分组名称');
    },
    async beforeDelete(ids, ctx, db) {
      await group.beforeDeleteCommon(ids, ctx, db);
      const named = await rows<{ project_id: string; name: string }>(
        db,
        sql`SELECT project_id, name FROM rws_project_group WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
      for (const g of named)
        if ((await subjectsInGroup(db, ctx, g.project_id, g.name)) > 0)
          throw fail.business(`分组“${g.name}”下已有受试者，不能删除`);
    },
  },
});

const VISIT_TABLE = 'rws_project_visit';
const visit = settingsHooks(VISIT_TABLE);

/** formIds as stored: the distinct ids, each a dynamic form of the tenant; at least one. */
async function checkedFormIds(db: Db, ctx: RequestContext, value: unknown): Promise<string> {
  const ids = formIdsOf(value);
  if (ids.length === 0) throw fail.business('请选择访视的 CRF 表单');
  const found = await rows<{ id: string; status: string }>(
    db,
    sql`SELECT id, status FROM dyn_form WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  if (found.length !== ids.length) throw fail.business('CRF 表单不存在');
  // Only a published form takes data (动态表单): a draft cannot be scheduled.
  if (found.some((f) => f.status !== '1')) throw fail.business('只能选择已发布的 CRF 表单');
  return ids.join(',');
}

export const projectVisitResource = serverResource(resources.projectVisit, {
  constraintMessages: { rws_project_visit_name_uq: '该项目已有同名访视' },
  hooks: {
    listScope: visit.listScope,
    async afterRead(records, ctx, db) {
      await visit.afterRead(records, ctx, db);
      const names = await formNamesOf(db, ctx.tenantId, [
        ...new Set(records.flatMap((r) => formIdsOf(r.formIds))),
      ]);
      for (const r of records)
        r.formNames = formIdsOf(r.formIds)
          .map((id) => names.get(id))
          .filter(Boolean)
          .join('、');
    },
    async beforeAdd(values, ctx, db) {
      await visit.beforeAddCommon(values, ctx, db);
      if (await nameTaken(db, ctx, VISIT_TABLE, String(values.projectId), values.name))
        throw fail.business('该项目已有同名访视');
      values.formIds = await checkedFormIds(db, ctx, values.formIds);
    },
    async beforeEdit(values, id, ctx, db) {
      const projectId = await visit.beforeEditCommon(values, id, ctx, db);
      if ('name' in values && (await nameTaken(db, ctx, VISIT_TABLE, projectId, values.name, id)))
        throw fail.business('该项目已有同名访视');
      if ('formIds' in values) values.formIds = await checkedFormIds(db, ctx, values.formIds);
    },
    // A changed plan reaches the subjects already enrolled (a protocol amendment): see syncPlanVisit.
    afterAdd: (id, ctx, db) => syncPlanVisit(db, ctx, id),
    afterEdit: (id, ctx, db) => syncPlanVisit(db, ctx, id),
    async beforeDelete(ids, ctx, db) {
      await visit.beforeDeleteCommon(ids, ctx, db);
      await unscheduleVisits(db, ctx, ids);
    },
  },
});

const MEMBER_TABLE = 'project_member';
const member = settingsHooks(MEMBER_TABLE);

function rightOf(role: unknown): string {
  const right = ROLE_RIGHT[role as ProjectRole];
  if (!right) throw fail.business('项目角色不正确');
  return right;
}

/** Managers of a project left once `leaving` (member row ids) go or change role. */
async function managersLeft(
  db: Db,
  ctx: RequestContext,
  projectId: string,
  leaving: string[],
): Promise<number> {
  const found = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM project_member WHERE tenant_id = ${ctx.tenantId} AND project_id = ${projectId}
          AND role_right = ${ROLE_RIGHT.admin} AND id NOT IN (${sql.join(
            leaving.map((i) => sql`${i}`),
            sql`, `,
          )})`,
  );
  return Number(found[0]?.n ?? 0);
}

export const projectMemberResource = serverResource(resources.projectMember, {
  absentColumns: ['createBy', 'updateBy', 'updateTime'],
  constraintMessages: { project_member_uq: '该用户已是项目成员' },
  hooks: {
    listScope: member.listScope,
    afterRead: member.afterRead,
    async beforeAdd(values, ctx, db) {
      await member.beforeAddCommon(values, ctx, db);
      values.roleRight = rightOf(values.role);
      const taken = await rows(
        db,
        sql`SELECT 1 FROM project_member WHERE tenant_id = ${ctx.tenantId} AND project_id = ${String(values.projectId)} AND user_id = ${String(values.userId ?? '')}`,
      );
      if (taken.length > 0) throw fail.business('该用户已是项目成员');
    },
    async beforeEdit(values, id, ctx, db) {
      const projectId = await member.beforeEditCommon(values, id, ctx, db);
      if ('userId' in values) {
        const [row] = await rows<{ user_id: string }>(
          db,
          sql`SELECT user_id FROM project_member WHERE id = ${id}`,
        );
        if (row && values.userId !== row.user_id) throw fail.business('不能更改成员，请移除后重新添加');
      }
      if (!('role' in values)) return;
      values.roleRight = rightOf(values.role);
      if (values.roleRight !== ROLE_RIGHT.admin && (await managersLeft(db, ctx, projectId, [id])) === 0)
        throw fail.business('项目至少需要一名项目负责人');
    },
    async beforeDelete(ids, ctx, db) {
      await member.beforeDeleteCommon(ids, ctx, db);
      for (const projectId of await projectsOfRows(db, ctx, MEMBER_TABLE, ids))
        if ((await managersLeft(db, ctx, projectId, ids)) === 0)
          throw fail.business('项目至少需要一名项目负责人');
    },
  },
});
