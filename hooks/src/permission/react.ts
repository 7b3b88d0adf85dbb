// React bindings of permission (the framework-free surface is ./index.ts).
export { usePermission, type PermissionChecks } from './use-permission.js';
export {
  allowedBy,
  HasPermission,
  PermissionProvider,
  usePermissionModel,
  useEditableTableButtons,
  usePermissions,
  type HasPermissionProps,
  type PermissionRule,
} from './permission-context.js';
