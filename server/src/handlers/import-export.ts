// The general export: the query of a registered resource (bizCode = resource name) exported to a stored workbook.
import { fail, type ApiInput, type HandlerMap, type RequestContext } from '../core/index.js';
import { requireResourcePermission } from '../resources/engine/access.js';
import { exportXls } from '../resources/engine/import-export.js';
import { saveFile } from '../resources/file-store.js';
import { findResource } from '../resources/registry.js';

async function generalExport(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as Record<string, unknown>;
  const decl = typeof body.bizCode === 'string' ? findResource(body.bizCode) : undefined;
  if (!decl || decl.disabled?.includes('exportXls')) throw fail.business('不支持的导出业务');
  // The general export is one more path to the resource's rows: it needs the resource's own export code too.
  requireResourcePermission(ctx.user, decl, 'exportXls');
  let query: unknown;
  try {
    query = JSON.parse(String(body.param ?? '{}'));
  } catch {
    throw fail.business('导出参数格式错误');
  }
  if (!query || typeof query !== 'object' || Array.isArray(query)) throw fail.business('导出参数格式错误');
  const file = await exportXls(decl, query as Record<string, unknown>, ctx);
  return saveFile(ctx.db, ctx.tenantId, {
    fileName: file.filename,
    contentType: file.contentType,
    data: file.data,
    ext: 'xlsx',
    biz: 'export',
    createBy: ctx.user?.username ?? null,
  });
}

export const handlers: HandlerMap = { generalExport };
