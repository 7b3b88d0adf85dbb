import { describe, expect, it } from 'vitest';
import { SessionExpiredError, memoryTokenStore, memoryUserInfoStore } from '@clinic/sdk';
import {
  createPermissionModel,
  createSessionModel,
  type UserInfo,
  type UserPermissions,
} from '@clinic/hooks';
import { runGuard } from './run-guard';

function setup(fetchPermissions: () => Promise<UserPermissions>, loggedIn = true) {
  const tokenStore = memoryTokenStore(loggedIn ? 't' : null);
  const userInfoStore = memoryUserInfoStore<UserInfo>(
    loggedIn ? { id: '1', username: 'doctor', realname: '王医生' } : null,
  );
  let logouts = 0;
  const session = createSessionModel({
    gateway: {
      login: async () => ({ token: 't', userInfo: { id: '1', username: 'doctor', realname: '王医生' } }),
      logout: async () => {
        logouts += 1;
      },
      onSessionExpired: () => () => undefined,
    },
    tokenStore,
    userInfoStore,
  });
  session.restore();
  const permissions = createPermissionModel({ fetch: fetchPermissions });
  const context = { session, appCode: 'TB-D-WEB', webAlias: '', permissions };
  return { context, permissions, logouts: () => logouts, session };
}

const at = (pathname: string, searchStr = '') => ({ pathname, searchStr });

describe('runGuard (shell-spec 2.4)', () => {
  it('fetches permissions once on the first signed-in navigation', async () => {
    let calls = 0;
    const { context, permissions } = setup(async () => {
      calls += 1;
      return { menu: [], auth: [], allAuth: [] };
    });
    expect(await runGuard(context, at('/dashboard/analysis'))).toEqual({ type: 'allow' });
    await runGuard(context, at('/system/user'));
    expect(calls).toBe(1);
    expect(permissions.isLoaded()).toBe(true);
  });

  it('logs out and sends the user to the login of the variant when the fetch fails', async () => {
    const { context, logouts, session } = setup(async () => {
      throw new Error('boom');
    });
    expect(await runGuard(context, at('/dashboard/analysis'))).toEqual({
      type: 'redirect',
      to: '/user/tblogin',
    });
    expect(logouts()).toBe(1);
    expect(session.getSnapshot().token).toBeNull();
  });

  it('keeps the session when the page is being left (the fetch was cancelled, not refused)', async () => {
    const { context, logouts, session } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const leaving = { ...context, isLeaving: () => true };
    expect(await runGuard(leaving, at('/dashboard/analysis'))).toEqual({ type: 'allow' });
    expect(logouts()).toBe(0);
    expect(session.getSnapshot().token).toBe('t');
  });

  it('leaves a lost session to the 401 handling (notice first, then logout)', async () => {
    const { context, logouts } = setup(async () => {
      throw new SessionExpiredError({
        status: 401,
        code: 401,
        message: 'x',
        userMessage: 'x',
        reason: 'unauthorized',
      });
    });
    expect(await runGuard(context, at('/dashboard/analysis'))).toEqual({ type: 'allow' });
    expect(logouts()).toBe(0);
  });

  it('sends a logged-out visit to the variant login with the wanted address, and fetches nothing', async () => {
    let calls = 0;
    const { context } = setup(async () => {
      calls += 1;
      return { menu: [], auth: [], allAuth: [] };
    }, false);
    expect(await runGuard(context, at('/system/user', '?a=1'))).toEqual({
      type: 'redirect',
      to: `/user/tblogin?redirect=${encodeURIComponent('/system/user?a=1')}`,
    });
    expect(calls).toBe(0);
  });

  it('lets the mobile dynamic-form variant through everywhere but the root', async () => {
    const { context } = setup(async () => ({ menu: [], auth: [], allAuth: [] }), false);
    const mobile = { ...context, mobileDynamicForm: true };
    expect(await runGuard(mobile, at('/'))).toEqual({ type: 'redirect', to: '/dynamicForm/login' });
    expect(await runGuard(mobile, at('/dynamicForm/list'))).toEqual({ type: 'allow' });
  });

  it("reads the research project menu after the fetch, which drops another user's stored project", async () => {
    const { context } = setup(async () => ({ menu: [], auth: [], allAuth: [] }));
    let reads = 0;
    const research = {
      ...context,
      appCode: 'RWS-P-WEB',
      projectMenu: () => {
        reads += 1;
        return null;
      },
    };
    expect(await runGuard(research, at('/workbench'))).toEqual({ type: 'allow' });
    expect(reads).toBe(1);
  });
});
