// Which operations of a declared resource the user may start: declared on the resource, granted by its permission code
// and, for rows of research projects, by the current project's operations.
import {
  permissionOf,
  projectOperationOf,
  resourceOperationsOf,
  type ResourceDef,
  type ResourceOperation,
} from '@clinic/sdk/resources';

export type ResourceActions = Readonly<Record<ResourceOperation, boolean>>;

/**
 * For every operation: true when the declaration has it and `allowed` grants its permission code
 * (`chronic:patient:deleteBatch` for 批量删除), and, where the declaration names a project operation for it
 * (`subject:add`), `inProject` grants that too (none given: refused). Buttons and row actions render only the true ones.
 */
export function resourceActionsOf(
  def: ResourceDef,
  allowed: (code: string) => boolean,
  inProject: (code: string) => boolean = () => false,
): ResourceActions {
  const declared = new Set<ResourceOperation>(resourceOperationsOf(def));
  const projectGrants = (op: ResourceOperation) => {
    const code = projectOperationOf(def, op);
    return code === null || inProject(code);
  };
  const entry = (op: ResourceOperation) =>
    declared.has(op) && allowed(permissionOf(def, op)) && projectGrants(op);
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
