// Category trees (sys_category): roots under a code, children, one node, tree data, labels of ids; tenant-scoped.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryText } from '../resources/engine/query-text.js';
import { fail, type ApiInput, type HandlerMap, type RequestContext } from '../core/index.js';
import { rows } from '../resources/engine/sql-util.js';

interface Row {
  id: string;
  pid: string;
  name: string;
  code: string;
  has_child: string;
}

async function select(db: Db, tenantId: string, where: SQL): Promise<Row[]> {
  return rows<Row>(
    db,
    sql`SELECT id, pid, name, code, has_child FROM sys_category WHERE tenant_id = ${tenantId} AND ${where}
        ORDER BY code LIMIT 2000`,
  );
}

type Node = {
  key: string;
  value: string;
  title: string;
  label: string;
  code: string;
  leaf: boolean;
  isLeaf: boolean;
  parentId: string | null;
  children?: Node[];
};

const node = (r: Row): Node => ({
  key: r.id,
  value: r.id,
  title: r.name,
  label: r.name,
  code: r.code,
  leaf: r.has_child !== '1',
  isLeaf: r.has_child !== '1',
  parentId: r.pid === '0' ? null : r.pid,
});

/** The parent id for a `pcode` ('' or absent: the top level). An unknown code fails: the caller named a tree. */
async function parentOf(db: Db, tenantId: string, pcode: string): Promise<string> {
  if (pcode === '' || pcode === '0') return '0';
  const r = await select(db, tenantId, sql`code = ${pcode}`);
  if (!r[0]) throw fail.business(`分类编码不存在: ${pcode.slice(0, 64)}`);
  return r[0].id;
}

/** `condition` is accepted as JSON for compatibility; only `code` prefix filtering is meaningful here. */
function conditionWhere(raw: unknown): SQL {
  const s = queryText(raw);
  if (s === '') return sql`true`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(s);
  } catch {
    throw fail.business('条件值错误，需要JSON字符串');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw fail.business('条件值错误，需要JSON字符串');
  const code = (parsed as Record<string, unknown>).code;
  return typeof code === 'string' ? sql`code = ${code}` : sql`true`;
}

async function subtree(db: Db, tenantId: string, pid: string, depth = 0): Promise<Node[]> {
  const list = (await select(db, tenantId, sql`pid = ${pid}`)).map(node);
  if (depth < 8)
    for (const n of list) if (!n.leaf) n.children = await subtree(db, tenantId, n.key, depth + 1);
  return list;
}

async function categoryLoadTreeRoot(input: ApiInput, ctx: RequestContext) {
  const pid = await parentOf(ctx.db, ctx.tenantId, queryText(input.query.pcode));
  const lazy = queryText(input.query.async) !== 'false';
  if (!lazy) return subtree(ctx.db, ctx.tenantId, pid);
  return (
    await select(ctx.db, ctx.tenantId, sql`pid = ${pid} AND ${conditionWhere(input.query.condition)}`)
  ).map(node);
}

async function categoryLoadTreeChildren(input: ApiInput, ctx: RequestContext) {
  return (await select(ctx.db, ctx.tenantId, sql`pid = ${queryText(input.query.pid)}`)).map(node);
}

async function categoryLoadOne(input: ApiInput, ctx: RequestContext) {
  const field = queryText(input.query.field);
  if (field !== 'id' && field !== 'code') throw fail.business('查询字段错误');
  const val = queryText(input.query.val);
  const r = await select(ctx.db, ctx.tenantId, field === 'id' ? sql`id = ${val}` : sql`code = ${val}`);
  if (!r[0]) throw fail.business('未找到对应分类');
  return {
    id: r[0].id,
    pid: r[0].pid,
    name: r[0].name,
    code: r[0].code,
    hasChild: r[0].has_child === '1' ? '1' : '0',
  };
}

async function categoryLoadTreeData(input: ApiInput, ctx: RequestContext) {
  const pid =
    queryText(input.query.pid) || (await parentOf(ctx.db, ctx.tenantId, queryText(input.query.pcode)));
  return (
    await select(ctx.db, ctx.tenantId, sql`pid = ${pid} AND ${conditionWhere(input.query.condition)}`)
  ).map(node);
}

async function categoryLoadDictItem(input: ApiInput, ctx: RequestContext) {
  const ids = queryText(input.query.ids)
    .split(',')
    .filter((s) => s !== '')
    .slice(0, 1000);
  if (ids.length === 0) return [];
  const r = await select(
    ctx.db,
    ctx.tenantId,
    sql`id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  const names = new Map(r.map((x) => [x.id, x.name]));
  return ids.map((i) => names.get(i) ?? i);
}

export const handlers: HandlerMap = {
  categoryLoadTreeRoot,
  categoryLoadTreeChildren,
  categoryLoadOne,
  categoryLoadTreeData,
  categoryLoadDictItem,
};
