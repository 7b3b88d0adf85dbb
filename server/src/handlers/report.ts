// Online reports behind popup pickers: columns by code, query items and paged data by config id (registered only).
import { fail, type ApiInput, type HandlerMap, type RequestContext } from '../core/index.js';
import { dictOptions } from '../resources/dict-store.js';
import { requireResourcePermission } from '../resources/engine/access.js';
import { findField } from '../resources/engine/fields.js';
import { listRecords } from '../resources/engine/list.js';
import { RESERVED } from '../resources/engine/simple-filters.js';
import { reportByCode, reportById, type ReportDecl } from '../resources/reports.js';

function byId(input: ApiInput): ReportDecl {
  const r = reportById(String(input.params.cgRpConfigId ?? ''));
  if (!r) throw fail.business('报表不存在');
  return r;
}

async function getRpColumns(input: ApiInput, ctx: RequestContext) {
  const r = reportByCode(String(input.params.code ?? ''));
  if (!r) throw fail.business('报表不存在');
  const fields = r.columns.map((c) => findField(r.resource, c)!);
  const dictOpts: Record<string, unknown[]> = {};
  for (const f of fields) {
    if (f.dictCode) {
      dictOpts[f.dictCode] = (await dictOptions(ctx.db, ctx.tenantId, f.dictCode)).map((o) => ({
        value: o.value,
        text: o.text,
        title: o.title,
        label: o.label,
        color: o.color,
      }));
    }
  }
  return {
    cgRpConfigId: r.id,
    cgRpConfigName: r.name,
    columns: fields.map((f) => ({
      dataIndex: f.name,
      title: f.title,
      customRender: f.dictCode ?? null,
      width: null,
    })),
    dictOptions: dictOpts,
  };
}

async function getRpQueryInfo(input: ApiInput) {
  const r = byId(input);
  return r.query.map((q) => {
    const f = findField(r.resource, q.field)!;
    return {
      field: f.name,
      label: f.title,
      mode: q.mode,
      hidden: q.hidden ? '1' : null,
      dictCode: f.dictCode ?? null,
      view: f.dictCode ? 'list' : f.type === 'date' || f.type === 'datetime' ? f.type : 'text',
    };
  });
}

/** Query fields and `self_<field>` parameters are equality/marker filters on declared fields; anything else is refused. */
async function getRpData(input: ApiInput, ctx: RequestContext) {
  const r = byId(input);
  // A report over a resource's rows (patients) needs that resource's own list code beside online:cgreport:query.
  requireResourcePermission(ctx.user, r.resource, 'list');
  const query: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input.query)) {
    if (RESERVED.has(k)) {
      query[k] = v;
      continue;
    }
    const name = k.startsWith('self_') ? k.slice(5) : k;
    const base = name.replace(/_(begin|end)$/, '');
    const f = findField(r.resource, base);
    if (!f || !f.queryable) throw fail.business(`报表查询字段不存在: ${k.slice(0, 50)}`);
    query[name] = v;
  }
  delete query.superQueryParams;
  return listRecords(r.resource, query, ctx);
}

export const handlers: HandlerMap = { getRpColumns, getRpQueryInfo, getRpData };
