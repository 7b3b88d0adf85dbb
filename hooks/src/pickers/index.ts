// Public surface of the pickers: table picker, popup report, lazy tree, configs and SDK loaders.
export {
  toPickerPage,
  type PickerPage,
  type PickerQuery,
  type PickerLoader,
  type PickerSort,
  type ConfirmResult,
} from './picker-types.js';
export { pickerMessages } from './picker-messages.js';
export {
  createTablePickerModel,
  type TablePickerModel,
  type TablePickerOptions,
  type TablePickerSnapshot,
} from './table-picker-model.js';
export {
  USER_PICKER,
  ROLE_PICKER,
  POSITION_PICKER,
  BUSINESS_PICKER,
  userPickerScrollX,
  pickedValues,
  businessLookupParams,
  type ListPickerConfig,
  type PickerColumn,
} from './picker-configs.js';
export * from './popup-report-rules.js';
export { createResponseCache, type ResponseCache } from './response-cache.js';
export * from './popup-report-model.js';
export * from './lazy-tree-model.js';
export * from './sdk-picker-sources.js';
