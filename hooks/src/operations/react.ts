// React bindings of operations (the framework-free surface is ./index.ts).
export { useRecordActions } from './use-record-actions.js';
