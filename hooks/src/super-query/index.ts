// Public surface of the advanced query: rows model, wire codec, saved queries and the hook.
export { createSuperQueryModel, type SuperQueryModel, type SuperQueryState } from './super-query-model.js';
export { createSdkSavedQueryTransport, fromWireSaved } from './sdk-saved-query-transport.js';
export {
  encodeSuperQuery,
  parseSuperQuery,
  toConditions,
  joinValue,
  isCompleteRow,
  SuperQueryFormatError,
} from './super-query-codec.js';
export { flattenFields, isChoiceField } from './super-query-fields.js';
export { freshRow, rowsFrom, withField, withRule, withValue } from './super-query-rows.js';
export { valueEditorFor, type ValueEditor, type ValueEditorKind } from './value-editor.js';
export { ruleChoices, matchTypeChoices, type Choice } from './super-query-rules.js';
export {
  SUPER_QUERY_RULES,
  isSuperQueryRule,
  type FieldOption,
  type FieldTraits,
  type MatchType,
  type RowValue,
  type SuperQueryCondition,
  type SuperQueryField,
  type SuperQueryFieldDef,
  type SuperQueryRow,
  type SuperQueryRule,
} from './super-query-types.js';
export {
  createSavedQueryModel,
  type SavedQueryConfirm,
  type SavedQueryModel,
  type SavedQueryModelOptions,
  type SavedQueryState,
  type SavedQueryTransport,
} from './saved-query-model.js';
export {
  SAVED_QUERY_PREFIX,
  SAVED_QUERY_VERSION,
  savedQueryKey,
  saveCodeFor,
  type KeyValueStorage,
  type SavedQuery,
  type SavedQueryEntry,
  type SavedQueryRecord,
} from './saved-query-storage.js';
