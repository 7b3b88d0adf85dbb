import { describe, expect, it, vi } from 'vitest';
import { createPermissionModel } from '../permission/permission-model.js';
import type { PermissionEntry } from '../permission/permission-types.js';
import { decideGuard, guardVariantOf, resolveGuard, type GuardEffects } from './guard-variants.js';

const serverMenu: PermissionEntry[] = [{ path: '/patient/list', meta: { title: '患者列表' } }];
const projectMenu: PermissionEntry[] = [{ path: '/medicalRecords/list', meta: { title: '受试者管理' } }];

function effects(fetch: () => Promise<{ menu: PermissionEntry[]; auth: []; allAuth: [] }>) {
  const permissions = createPermissionModel({ fetch });
  const added: (readonly PermissionEntry[])[] = [];
  const logout = vi.fn(async () => undefined);
  const deps: GuardEffects = {
    permissions,
    projectMenu: () => projectMenu,
    addRoutes: (menu) => added.push(menu),
    logout,
  };
  return { deps, added, logout, permissions };
}

describe('guardVariantOf', () => {
  it.each([
    [{ appCode: 'RWS-P-WEB' }, 'research'],
    [{ appCode: 'RWS-O-WEB' }, 'research'],
    [{ appCode: 'TB-D-WEB' }, 'default'],
    [{}, 'default'],
    [{ appCode: 'DF-D-WEB', mobileDynamicForm: true }, 'mobileDynamicForm'],
  ] as const)('%o -> %s', (input, variant) => {
    expect(guardVariantOf(input)).toBe(variant);
  });
});

describe('decideGuard (shell-spec 2.4, every variant)', () => {
  it('keeps the base decisions: no token goes to login, a logged-in login page goes home', () => {
    expect(
      decideGuard({ path: '/task', hasToken: false, permissionsLoaded: false, appCode: 'RWS-P-WEB' }),
    ).toEqual({
      type: 'redirect',
      to: '/user/bllogin?redirect=%2Ftask',
    });
    expect(decideGuard({ path: '/user/login', hasToken: true, permissionsLoaded: false })).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
  });
  it('mobile dynamic-form: the root goes to its login and nothing else is checked', () => {
    expect(
      decideGuard({ path: '/', hasToken: false, permissionsLoaded: false, mobileDynamicForm: true }),
    ).toEqual({
      type: 'redirect',
      to: '/dynamicForm/login',
    });
    expect(
      decideGuard({
        path: '/dynamicForm/list',
        hasToken: true,
        permissionsLoaded: false,
        mobileDynamicForm: true,
      }),
    ).toEqual({
      type: 'allow',
    });
  });
  it('other variants fetch the server menu first, then go to the original address', () => {
    expect(
      decideGuard({ path: '/patient/list', search: 'a=1', hasToken: true, permissionsLoaded: false }),
    ).toEqual({
      type: 'loadPermissions',
      menuFrom: 'server',
      then: '/patient/list?a=1',
    });
  });
  it('the research variant takes its routes from the opened project', () => {
    expect(
      decideGuard({ path: '/workbench', hasToken: true, permissionsLoaded: false, appCode: 'RWS-P-WEB' }),
    ).toEqual({
      type: 'loadPermissions',
      menuFrom: 'project',
      then: '/workbench',
    });
  });
  it('honours a safe redirect target and replaces an unsafe one by home', () => {
    const base = { path: '/dashboard/analysis', hasToken: true, permissionsLoaded: false };
    expect(decideGuard({ ...base, redirect: '/task?x=1' })).toMatchObject({ then: '/task?x=1' });
    expect(decideGuard({ ...base, redirect: 'https://evil.example' })).toMatchObject({
      then: '/dashboard/analysis',
    });
  });
  it('lets the user through once permissions are loaded', () => {
    expect(decideGuard({ path: '/patient/list', hasToken: true, permissionsLoaded: true })).toEqual({
      type: 'allow',
    });
  });
});

describe('resolveGuard', () => {
  it('loads permissions, adds the server menu as routes and goes on', async () => {
    const { deps, added, permissions } = effects(async () => ({ menu: serverMenu, auth: [], allAuth: [] }));
    const decision = decideGuard({
      path: '/patient/list',
      hasToken: true,
      permissionsLoaded: permissions.isLoaded(),
    });
    await expect(resolveGuard(decision, deps)).resolves.toEqual({ type: 'redirect', to: '/patient/list' });
    expect(added).toEqual([serverMenu]);
    expect(permissions.isLoaded()).toBe(true);
    expect(
      decideGuard({ path: '/patient/list', hasToken: true, permissionsLoaded: permissions.isLoaded() }),
    ).toEqual({
      type: 'allow',
    });
  });
  it('adds the project menu in the research variant', async () => {
    const { deps, added } = effects(async () => ({ menu: serverMenu, auth: [], allAuth: [] }));
    const decision = decideGuard({
      path: '/workbench',
      hasToken: true,
      permissionsLoaded: false,
      appCode: 'RWS-P-WEB',
    });
    await resolveGuard(decision, deps, { appCode: 'RWS-P-WEB' });
    expect(added).toEqual([projectMenu]);
  });
  it('adds no project routes when no project (of this user) is stored', async () => {
    const { deps, added } = effects(async () => ({ menu: serverMenu, auth: [], allAuth: [] }));
    deps.projectMenu = () => null;
    await resolveGuard({ type: 'loadPermissions', menuFrom: 'project', then: '/workbench' }, deps);
    expect(added).toEqual([[]]);
  });
  it('a failed permission fetch logs out and goes to the login route of the variant', async () => {
    const { deps, logout, added } = effects(() => Promise.reject(new Error('网络超时')));
    const decision = decideGuard({
      path: '/workbench',
      hasToken: true,
      permissionsLoaded: false,
      appCode: 'RWS-P-WEB',
    });
    await expect(resolveGuard(decision, deps, { appCode: 'RWS-P-WEB' })).resolves.toEqual({
      type: 'redirect',
      to: '/user/bllogin',
    });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(added).toEqual([]);
  });
  it('does not log out when the fetch failed because the page is being left', async () => {
    const { deps, logout, added } = effects(() => Promise.reject(new TypeError('Failed to fetch')));
    deps.isLeaving = () => true;
    await expect(
      resolveGuard({ type: 'loadPermissions', menuFrom: 'server', then: '/patient/list' }, deps),
    ).resolves.toEqual({ type: 'allow' });
    expect(logout).not.toHaveBeenCalled();
    expect(added).toEqual([]);
  });
  it('passes other decisions through', async () => {
    const { deps } = effects(async () => ({ menu: [], auth: [], allAuth: [] }));
    await expect(resolveGuard({ type: 'allow' }, deps)).resolves.toEqual({ type: 'allow' });
  });
});
