// Dictionary lookups: items by code, keyword search, labels by keys, registered tree tables, everything at once, refresh.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fail, paging, type ApiInput, type HandlerMap, type RequestContext } from '../core/index.js';
import { bumpDictVersion, dictOptions, dictVersion, type DictOption } from '../resources/dict-store.js';
import { requireTableRead } from '../resources/engine/access.js';
import { col, rows } from '../resources/engine/sql-util.js';
import { searchTableDict, tableDictLabels } from '../resources/table-dict.js';
import { findTreeSource, parseCondition } from '../resources/tree-sources.js';

function code(input: ApiInput): string {
  const c = String(input.params.dictCode ?? input.params.code ?? '').trim();
  if (c === '' || c === 'undefined' || c === 'null') throw fail.business('字典Code不能为空!');
  return c;
}

const option = (o: DictOption) => ({
  value: o.value,
  text: o.text,
  title: o.title,
  label: o.label,
  color: o.color,
});

async function getDictItems(input: ApiInput, ctx: RequestContext) {
  return (await dictOptions(ctx.db, ctx.tenantId, code(input))).map(option);
}

/** `table,text,code`: a table dictionary (a declared reference's label table), searched in the database. */
const isTableDict = (dictCode: string) => dictCode.includes(',');

async function loadDict(input: ApiInput, ctx: RequestContext) {
  const keyword = String(input.query.keyword ?? '').trim();
  const size = paging(input.query).pageSize;
  if (isTableDict(code(input))) return searchTableDict(ctx.db, ctx, code(input), keyword, size);
  const all = await dictOptions(ctx.db, ctx.tenantId, code(input));
  return all
    .filter((o) => keyword === '' || o.text.includes(keyword) || o.value.includes(keyword))
    .slice(0, size)
    .map(option);
}

async function loadDictItem(input: ApiInput, ctx: RequestContext) {
  const keys = String(input.query.key ?? '')
    .split(',')
    .filter((k) => k !== '')
    .slice(0, 1000);
  if (isTableDict(code(input))) return tableDictLabels(ctx.db, ctx, code(input), keys);
  const labels = new Map(
    (await dictOptions(ctx.db, ctx.tenantId, code(input))).map((o) => [o.value, o.text]),
  );
  return keys.map((k) => labels.get(k) ?? k);
}

async function loadDictTreeData(input: ApiInput, ctx: RequestContext) {
  const q = input.query;
  const source = findTreeSource(q);
  requireTableRead(ctx.user, source.tableName);
  const conditions = parseCondition(source, q.condition);
  const pid = String(q.pid ?? '').trim();
  const pidCol = col(source.pidField);
  const parent =
    pid === ''
      ? source.rootPid === ''
        ? sql`(${pidCol} IS NULL OR ${pidCol} = '')`
        : sql`${pidCol} = ${source.rootPid}`
      : sql`${pidCol} = ${pid}`;
  const where = [
    sql`t.tenant_id = ${ctx.tenantId}`,
    parent,
    ...conditions.map(([k, v]) => sql`${col(k)}::text = ${v}`),
  ];
  if (source.tableName === 'sys_depart') where.push(sql`t.del_flag = 0`);
  const hasChild = source.hasChildField
    ? sql`${col(source.hasChildField)} = '1'`
    : sql`EXISTS (SELECT 1 FROM ${sql.identifier(source.tableName)} c WHERE ${col(source.pidField, 'c')} = t.id)`;
  const r = await rows<{
    key: string;
    title: string;
    code: string | null;
    has_child: boolean;
    parent: string | null;
  }>(
    ctx.db,
    sql`SELECT ${col(source.code)}::text AS key, ${col(source.text)}::text AS title, t.id AS code, ${hasChild} AS has_child,
               ${pidCol}::text AS parent
        FROM ${sql.identifier(source.tableName)} t WHERE ${sql.join(where, sql` AND `)} ORDER BY t.create_time, t.id LIMIT 1000`,
  );
  return r.map((n) => ({
    key: n.key,
    value: n.key,
    title: n.title,
    label: n.title,
    leaf: !n.has_child,
    isLeaf: !n.has_child,
    parentId: pid === '' ? null : n.parent,
  }));
}

/** Every dictionary of the tenant (its own ones over the global ones), keyed by code: the login answer carries it too. */
export async function allDictItems(db: Db, tenantId: string) {
  const codes = await rows<{ code: string }>(
    db,
    sql`SELECT DISTINCT dict_code AS code FROM sys_dict WHERE tenant_id IN ('0', ${tenantId}) ORDER BY dict_code`,
  );
  const out: Record<string, ReturnType<typeof option>[]> = {};
  for (const { code: c } of codes) out[c] = (await dictOptions(db, tenantId, c)).map(option);
  return out;
}

const queryAllDictItems = (_input: ApiInput, ctx: RequestContext) => allDictItems(ctx.db, ctx.tenantId);

/** Bumps and returns the tenant's dictionary version (as text: the contract's result is a string). */
async function refleshCache(_input: ApiInput, ctx: RequestContext) {
  await bumpDictVersion(ctx.db, ctx.tenantId);
  return String(await dictVersion(ctx.db, ctx.tenantId));
}

export const handlers: HandlerMap = {
  getDictItems,
  loadDict,
  loadDictItem,
  loadDictTreeData,
  queryAllDictItems,
  refleshCache,
};
