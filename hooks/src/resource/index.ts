// Public surface of the resource feature: what the console derives from a resource declaration.
export { resourceActionsOf, type ResourceActions } from './resource-actions.js';
export {
  listColumnsOf,
  listSorterOf,
  queryFieldsOf,
  superQueryFieldsOf,
  type ResourceColumn,
  type ResourceQueryField,
} from './resource-view.js';
export {
  formFieldsOf,
  recordBodyOf,
  withMaskedValues,
  withRecordLabels,
  type RecordFormMode,
} from './record-form-fields.js';
export { recordServiceOf, type RecordService, type RecordValues } from './record-service.js';
export { refTagOptions, refTagsOf, type RefTag, type RefTagClient } from './ref-tags.js';
export {
  createRecordFormModel,
  type RecordFormModel,
  type RecordFormChoices,
  type RecordFormOptions,
  type RecordFormSnapshot,
  type RecordFormTarget,
} from './record-form-model.js';
export {
  createChildRowsEditor,
  type ChildRowsEditor,
  type ChildRowsEditorOptions,
  type ChildRowsEditorState,
} from './child-rows-editor.js';
export { editableColumnsOf } from './editable-columns-of.js';
export {
  createListTotalsModel,
  viewOfQuery,
  type ListTotalsModel,
  type ListTotalsSnapshot,
} from './list-totals-model.js';
export {
  createResourceTreeModel,
  resourceTreeTransportOf,
  treeOf,
  TREE_LOAD_LIMIT,
  type ResourceTreeModel,
  type ResourceTreeNode,
  type ResourceTreeRow,
  type ResourceTreeSnapshot,
  type ResourceTreeTransport,
  type TreeRecord,
} from './resource-tree-model.js';
