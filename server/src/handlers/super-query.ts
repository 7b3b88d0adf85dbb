// Saved advanced queries per user, tenant and save code; saving under an existing title overwrites it.
import { sql } from 'drizzle-orm';
import { queryText } from '../resources/engine/query-text.js';
import { fail, type ApiInput, type HandlerMap, type RequestContext } from '../core/index.js';
import { newId, rows } from '../resources/engine/sql-util.js';

interface Row {
  id: string;
  save_code: string;
  title: string;
  match_type: string;
  params: string;
  create_time: string;
}

const MAX_SAVED = 200;

function owner(ctx: RequestContext): string {
  if (!ctx.user) throw fail.unauthorized();
  return ctx.user.id;
}

function out(r: Row) {
  let records: unknown = [];
  try {
    records = JSON.parse(r.params);
  } catch {
    records = [];
  }
  return {
    id: r.id,
    saveCode: r.save_code,
    title: r.title,
    matchType: r.match_type === 'or' ? 'or' : 'and',
    records,
    createTime: r.create_time,
  };
}

const columns = sql`id, save_code, title, match_type, params, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time`;

async function superQuerySavedList(input: ApiInput, ctx: RequestContext) {
  const saveCode = queryText(input.query.saveCode);
  if (saveCode === '') throw fail.business('saveCode不能为空');
  const r = await rows<Row>(
    ctx.db,
    sql`SELECT ${columns} FROM sys_super_query WHERE tenant_id = ${ctx.tenantId} AND user_id = ${owner(ctx)}
        AND save_code = ${saveCode} ORDER BY create_time DESC, id DESC LIMIT ${MAX_SAVED}`,
  );
  return r.map(out);
}

async function superQuerySavedSave(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as Record<string, unknown>;
  const saveCode = queryText(body.saveCode);
  const title = queryText(body.title);
  const matchType = queryText(body.matchType) === 'or' ? 'or' : 'and';
  if (saveCode === '') throw fail.business('saveCode不能为空');
  if (title === '') throw fail.business('保存名称不能为空');
  if (!Array.isArray(body.records) || body.records.length === 0) throw fail.business('空条件不能保存');
  const params = JSON.stringify(body.records);
  if (params.length > 200_000) throw fail.business('查询条件过多');
  const user = owner(ctx);
  const r = await rows<Row>(
    ctx.db,
    sql`INSERT INTO sys_super_query (id, tenant_id, user_id, save_code, title, params, match_type)
        VALUES (${newId()}, ${ctx.tenantId}, ${user}, ${saveCode}, ${title}, ${params}, ${matchType})
        ON CONFLICT (tenant_id, user_id, save_code, title)
        DO UPDATE SET params = EXCLUDED.params, match_type = EXCLUDED.match_type, create_time = now()
        RETURNING ${columns}`,
  );
  return out(r[0]!);
}

async function superQuerySavedDelete(input: ApiInput, ctx: RequestContext) {
  const id = queryText(input.query.id);
  const r = await rows(
    ctx.db,
    sql`DELETE FROM sys_super_query WHERE id = ${id} AND tenant_id = ${ctx.tenantId} AND user_id = ${owner(ctx)} RETURNING id`,
  );
  if (r.length === 0) throw fail.notFound();
  return '删除成功!';
}

export const handlers: HandlerMap = { superQuerySavedList, superQuerySavedSave, superQuerySavedDelete };
