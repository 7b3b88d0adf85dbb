// saveRows: the rows of one parent record (a patient's medications) added, edited and deleted in one transaction, so
// a failure half-way leaves what was there. Edited and deleted rows must be the parent's; added rows become its.
import { columnOf, findField, permissionOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail, type RequestContext } from '../../core/index.js';
import { fromTable, tenantScope } from './scope.js';
import { rows } from './sql-util.js';
import type { ResourceDecl } from './types.js';
import { addRecord, deleteRecords, editRecord, idOf } from './write.js';

const defs = resources as unknown as Record<string, ResourceDef>;

type Row = Record<string, unknown>;

function list(value: unknown, what: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw fail.badRequest(`${what}必须是数组`);
  return value;
}

function rowOf(value: unknown): Row {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail.badRequest('行数据格式不正确');
  return value as Row;
}

export async function saveRows(decl: ResourceDecl, body: unknown, ctx: RequestContext): Promise<void> {
  const def = defs[decl.readAs ?? decl.name];
  const parentField = def?.rowsOf?.parentField;
  if (!def || !parentField) throw fail.business('该操作不可用');
  const input = rowOf(body);
  const parentId = idOf(input.parentId);
  const add = list(input.add, 'add').map(rowOf);
  const edit = list(input.edit, 'edit').map(rowOf);
  const deleteIds = list(input.deleteIds, 'deleteIds').map((id) => idOf(id));
  const may = (op: 'add' | 'delete') => ctx.user?.permissions.has(permissionOf(def, op)) ?? false;
  if ((add.length && !may('add')) || (deleteIds.length && !may('delete'))) throw fail.noPermission();
  const editIds = edit.map((row) => idOf(row.id));
  const touched = [...new Set([...editIds, ...deleteIds])];
  if (touched.length !== editIds.length + deleteIds.length) throw fail.badRequest('同一行不能既编辑又删除');

  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const inner: RequestContext = { ...ctx, db };
    if (touched.length) {
      // every row edited or deleted is this parent's, in the caller's tenant: anything else is not found
      const [found] = await rows<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM ${fromTable(decl)}
            WHERE t.id IN (${sql.join(
              touched.map((id) => sql`${id}`),
              sql`, `,
            )})
              AND t.${sql.identifier(parentColumnOf(def, parentField))} = ${parentId}
              AND ${tenantScope(decl, ctx, 'write')}`,
      );
      if (Number(found?.n) !== touched.length) throw fail.notFound();
    }
    if (deleteIds.length) await deleteRecords(decl, deleteIds, inner);
    for (const row of edit) await editRecord(decl, { ...row, [parentField]: parentId }, inner);
    // an added row's parent reference is checked like any other reference (tenant, existence)
    for (const row of add) await addRecord(decl, { ...row, [parentField]: parentId }, inner);
  });
}

function parentColumnOf(def: ResourceDef, field: string): string {
  const declared = findField(def, field);
  if (!declared) throw new Error(`${def.name}.rowsOf names no field ${field}`);
  return columnOf(declared);
}
