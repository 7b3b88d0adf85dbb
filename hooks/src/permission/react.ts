// React bindings of permission (the framework-free surface is ./index.ts).
export { usePermission } from './use-permission.js';
export {
  HasPermission,
  PermissionProvider,
  usePermissionModel,
  useEditableTableButtons,
  usePermissions,
  type HasPermissionProps,
} from './permission-context.js';
