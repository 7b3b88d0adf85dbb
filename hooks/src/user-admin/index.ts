// Public surface of user administration (冻结/解冻, 重置密码) and role/department administration (授权, members).
export {
  USER_FREEZE_PERMISSION,
  USER_RESET_PASSWORD_PERMISSION,
  createUserAdminModel,
  isFrozen,
  passwordProblem,
  userAdminTransportOf,
  type UserAdminModel,
  type UserAdminSnapshot,
  type UserAdminTransport,
} from './user-admin-model.js';
export {
  ROLE_AUTH_PERMISSION,
  createPermissionTreeModel,
  permissionTreeTransportOf,
  type CheckState,
  type PermissionNode,
  type PermissionTreeModel,
  type PermissionTreeRow,
  type PermissionTreeSnapshot,
  type PermissionTreeTransport,
} from './permission-tree-model.js';
export {
  DEPART_USERS_PERMISSION,
  ROLE_USERS_PERMISSION,
  createMembersModel,
  membersTransportOf,
  type MemberRow,
  type MembersModel,
  type MembersSnapshot,
  type MembersTransport,
} from './members-model.js';
export {
  TENANT_MEMBER_ROLES,
  TENANT_USERS_PERMISSION,
  tenantMembersTransportOf,
  usernamesOf,
  type TenantMemberRow,
} from './tenant-members.js';
export {
  createDepartTreeModel,
  departTreeTransportOf,
  type DepartNode,
  type DepartTreeModel,
  type DepartTreeRow,
  type DepartTreeSnapshot,
  type DepartTreeTransport,
} from './depart-tree-model.js';
export {
  createDataRulesModel,
  dataRuleConditionOptions,
  dataRuleFieldOptions,
  dataRuleResourceOptions,
  dataRuleVariableOptions,
  dataRulesTransportOf,
  type DataRule,
  type DataRuleDraft,
  type DataRuleRow,
  type DataRulesModel,
  type DataRulesSnapshot,
  type DataRulesTransport,
} from './data-rules-model.js';
