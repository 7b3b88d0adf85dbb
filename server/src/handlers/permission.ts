// Handlers for the permission tag: the signed-in user's menus and buttons.
import { userPermissions } from '../auth/user-permissions.js';
import { fail, type HandlerMap } from '../http/types.js';

export const handlers: HandlerMap = {
  async getUserPermissionByToken(_input, ctx) {
    if (!ctx.user) throw fail.unauthorized();
    return userPermissions(ctx.db, ctx.user.id, ctx.tenantId, ctx.appCode);
  },
};
