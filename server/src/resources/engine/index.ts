// The resource engine's entry: `answerResource` answers every contract operation marked x-resource/x-crud.
import { CRUD_OPERATIONS, type ResourceOperation } from '@clinic/sdk/resources';
import { fail, type ApiInput, type RequestContext } from '../../core/index.js';
import { findResource } from '../registry.js';
import { exportXls, importExcel, importTemplate } from './import-export.js';
import { listRecords } from './list.js';
import { saveRows } from './save-rows.js';
import { addRecord, deleteRecords, editRecord, idList, idOf, readOne } from './write.js';
import type { CrudOperation } from './types.js';

export { EnvelopeReply } from '../../core/index.js';
export { defineResource } from './types.js';
export type { ResourceDecl, FieldDecl } from './types.js';

/** Every operation a declaration may answer: its CRUD operations, the import template and saving rows. */
const CRUDS: readonly string[] = [
  ...CRUD_OPERATIONS,
  'importTemplate',
  'saveRows',
] satisfies ResourceOperation[];

/** Constraint errors the checks could not foresee (races, composite keys) become business failures, never a 500. */
function translateDbError(e: unknown, messages?: Readonly<Record<string, string>>): unknown {
  type DbError = { code?: unknown; constraint?: unknown; cause?: DbError } | null;
  const err = e as DbError;
  const code = err?.code ?? err?.cause?.code;
  const constraint = err?.constraint ?? err?.cause?.constraint;
  if (code === '23505') {
    const own = typeof constraint === 'string' ? messages?.[constraint] : undefined;
    return fail.business(own ?? '该值不可用，系统中已存在！');
  }
  if (code === '23502') return fail.business('必填项不能为空');
  if (code === '23503') return fail.business('数据被引用或引用的数据不存在');
  if (typeof code === 'string' && code.startsWith('22')) return fail.business('数据格式不正确');
  return e;
}

export async function answerResource(
  operation: { operationId: string; resource: string | null; crud: string | null },
  input: ApiInput,
  ctx: RequestContext,
): Promise<unknown> {
  try {
    return await answer(operation, input, ctx);
  } catch (e) {
    throw translateDbError(
      e,
      operation.resource ? findResource(operation.resource)?.constraintMessages : undefined,
    );
  }
}

async function answer(
  operation: { operationId: string; resource: string | null; crud: string | null },
  input: ApiInput,
  ctx: RequestContext,
): Promise<unknown> {
  const decl = operation.resource ? findResource(operation.resource) : undefined;
  const crud = operation.crud as CrudOperation | 'importTemplate' | 'saveRows' | null;
  if (!decl || !crud || !CRUDS.includes(crud))
    throw new Error(`no resource engine answer for ${operation.operationId}`);
  if (
    decl.disabled?.includes(crud === 'importTemplate' ? 'importExcel' : crud === 'saveRows' ? 'edit' : crud)
  )
    throw fail.business('该操作不可用');
  const q = input.query;
  switch (crud) {
    case 'list':
      return listRecords(decl, q, ctx);
    case 'queryById':
      return readOne(decl, idOf(q.id), ctx);
    case 'add':
      await addRecord(decl, input.body, ctx);
      return '添加成功！';
    case 'edit':
      await editRecord(decl, input.body, ctx);
      return '编辑成功!';
    case 'delete':
      await deleteRecords(decl, [idOf(q.id ?? (input.body as Record<string, unknown> | null)?.id)], ctx);
      return '删除成功!';
    case 'deleteBatch': {
      const body = input.body as Record<string, unknown> | null;
      await deleteRecords(decl, idList(q.ids ?? body?.ids), ctx);
      return '批量删除成功!';
    }
    case 'importExcel':
      return importExcel(decl, input, ctx);
    case 'exportXls':
      return exportXls(decl, q, ctx);
    case 'importTemplate':
      return importTemplate(decl);
    case 'saveRows':
      await saveRows(decl, input.body, ctx);
      return '保存成功！';
  }
}
