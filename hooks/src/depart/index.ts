// Public surface of the department switch (shell-spec 2.12, 4.3).
export type {
  CurrentDepartments,
  DepartSnapshot,
  DepartSource,
  DepartStatus,
  Department,
} from './depart-types.js';
export { DEPART_EMPTY_WARNING, DEPART_MODAL_WIDTH, DEPART_TITLE, departSwitchTitle } from './depart-text.js';
export { createDepartModel, type DepartModel, type DepartModelOptions } from './depart-model.js';
export { departSourceFromClient } from './depart-source.js';
