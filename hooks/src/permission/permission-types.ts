// Shapes of the server permission answer (shell-spec 3, 7.3) as far as the shell reads them.

/** A button permission of `auth` / `allAuth` / a menu's `meta.permissionList`. */
export interface AuthEntry {
  /** One action code, or several comma-separated. */
  action: string | null | undefined;
  describe?: string;
  /** '1' plain button permission; '2' button in the research rule (or non-button data). */
  type?: string | number | null;
  /** '0' disabled-state flag, '1' enabled. */
  status?: string | number | null;
}

export interface PermissionMetaLike {
  title?: string;
  icon?: string | null;
  url?: string | null;
  permissionList?: AuthEntry[];
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string | null;
  cornerMarkUrl?: string | null;
  [field: string]: unknown;
}

/** A menu/page entry of the server menu tree. */
export interface PermissionEntry {
  id?: string;
  type?: string | number | null;
  action?: string | null;
  status?: string | number | null;
  path: string;
  name?: string;
  component?: string | null;
  redirect?: string | null;
  meta?: PermissionMetaLike;
  hidden?: boolean;
  alwaysShow?: boolean;
  route?: string;
  /** Badge source; read here or from `meta.cornerMarkUrl`. */
  cornerMarkUrl?: string | null;
  children?: PermissionEntry[];
  [field: string]: unknown;
}

export interface UserPermissions {
  menu: PermissionEntry[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
}

/** Granted and defined button permissions: what the has-permission rule reads. */
export interface PermissionContext {
  auth: readonly AuthEntry[];
  allAuth: readonly AuthEntry[];
}
