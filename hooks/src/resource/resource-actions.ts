// Which operations of a declared resource the user may start: declared on the resource and granted by its permission code.
import {
  permissionOf,
  resourceOperationsOf,
  type ResourceDef,
  type ResourceOperation,
} from '@clinic/sdk/resources';

export type ResourceActions = Readonly<Record<ResourceOperation, boolean>>;

/**
 * For every operation: true when the declaration has it and `allowed` grants its permission code
 * (`chronic:patient:deleteBatch` for 批量删除). Buttons and row actions render only the true ones.
 */
export function resourceActionsOf(def: ResourceDef, allowed: (code: string) => boolean): ResourceActions {
  const declared = new Set<ResourceOperation>(resourceOperationsOf(def));
  const entry = (op: ResourceOperation) => declared.has(op) && allowed(permissionOf(def, op));
  return {
    list: entry('list'),
    queryById: entry('queryById'),
    add: entry('add'),
    edit: entry('edit'),
    delete: entry('delete'),
    deleteBatch: entry('deleteBatch'),
    importExcel: entry('importExcel'),
    importTemplate: entry('importTemplate'),
    exportXls: entry('exportXls'),
    saveRows: entry('saveRows'),
  };
}
