// Public surface of the permission rules (shell-spec section 6).
export type {
  AuthEntry,
  PermissionContext,
  PermissionEntry,
  PermissionMetaLike,
  UserPermissions,
} from './permission-types.js';
export {
  filterByPermission,
  hasPermission,
  isRuleDisabled,
  showElse,
  splitActions,
  userHasAction,
} from './has-permission.js';
export { coveredByPrefix, researchButtonAllowed, type ResearchButtonContext } from './research-button.js';
export {
  createPermissionModel,
  MENU_NOT_ARRAY_MESSAGE,
  type PermissionModel,
  type PermissionSnapshot,
  type PermissionSource,
} from './permission-model.js';
export { permissionSourceFromClient } from './permission-source.js';
export { canCreateProject } from './can-create-project.js';
export { authPreExclusions, editableTableButtons } from './authpre.js';
