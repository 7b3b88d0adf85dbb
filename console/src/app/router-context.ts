// What every route can reach through the router context: the session, the application variant, the shell models.
import type { PermissionEntry, PermissionModel, SessionModel } from '@clinic/hooks';

export interface RouterContext {
  session: SessionModel;
  appCode: string;
  webAlias: string;
  /** Mobile dynamic-form build: the root goes to /dynamicForm/login and nothing else is checked. */
  mobileDynamicForm?: boolean;
  /** The permission list the guard loads on first navigation; absent in bare router tests. */
  permissions?: PermissionModel;
  /** Research variant: the menu saved with this user's opened project (another user's is dropped). */
  projectMenu?: () => readonly PermissionEntry[] | null;
  /** True while the document is being left (pagehide): a cancelled permission fetch is not a refusal. */
  isLeaving?: () => boolean;
}
