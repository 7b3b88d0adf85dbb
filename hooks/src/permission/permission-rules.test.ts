import { describe, expect, it } from 'vitest';
import {
  canCreateProject,
  createPermissionModel,
  filterByPermission,
  hasPermission,
  MENU_NOT_ARRAY_MESSAGE,
  researchButtonAllowed,
  showElse,
  type UserPermissions,
} from './index.js';

const granted = { action: 'chronic:patient:add', type: '1', status: '1' };
const defined = [
  granted,
  { action: 'chronic:patient:delete', type: '1', status: '1' },
  { action: 'chronic:patient:export', type: '1', status: '0' },
];
const context = { auth: [granted], allAuth: defined };

describe('shell-spec 6: has-permission rule', () => {
  it('keeps an element when the user is granted the action', () => {
    expect(hasPermission('chronic:patient:add', context)).toBe(true);
  });
  it('keeps an element whose action allAuth defines with status 0', () => {
    expect(hasPermission('chronic:patient:export', context)).toBe(true);
  });
  it('otherwise removes the element (defined and enabled but not granted, or unknown)', () => {
    expect(hasPermission('chronic:patient:delete', context)).toBe(false);
    expect(hasPermission('nothing:at:all', context)).toBe(false);
    expect(hasPermission('', context)).toBe(false);
    expect(hasPermission(undefined, context)).toBe(false);
  });
  it('reads comma-separated actions on both sides', () => {
    const auth = [{ action: 'a:add, a:edit', type: '1', status: '1' }];
    expect(hasPermission('a:edit', { auth, allAuth: [] })).toBe(true);
    expect(hasPermission('x:y,a:add', { auth, allAuth: [] })).toBe(true);
    expect(hasPermission('x:y,z:w', { auth, allAuth: [] })).toBe(false);
  });
  it('an else rule removes the element when the user has the action', () => {
    expect(showElse('chronic:patient:add', context)).toBe(false);
    expect(showElse('chronic:patient:delete', context)).toBe(true);
  });
  it('filterByPermission keeps permitted items and items without an action', () => {
    const buttons = [
      { action: 'chronic:patient:add' },
      { action: 'chronic:patient:delete' },
      { action: null },
    ];
    expect(filterByPermission(buttons, (b) => b.action, context)).toEqual([buttons[0], buttons[2]]);
  });
});

describe('shell-spec 6: the research application button rule', () => {
  it('shows a type 2 button the session permission list contains', () => {
    const permissionList = [{ action: 'project:subject:add', type: '2', status: '1' }];
    expect(researchButtonAllowed('project:subject:add', { permissionList, auth: [] })).toBe(true);
  });
  it('hides it when a disabled entry (status 0) exists in the auth list', () => {
    const auth = [{ action: 'project:subject:add', type: '2', status: '0' }];
    expect(researchButtonAllowed('project:subject:add', { permissionList: [], auth })).toBe(false);
  });
  it('with no permission list, allows it only when an enabled auth entry exists', () => {
    const enabled = [{ action: 'project:subject:add', type: '2', status: '1' }];
    expect(researchButtonAllowed('project:subject:add', { permissionList: null, auth: enabled })).toBe(true);
    expect(researchButtonAllowed('project:subject:add', { auth: [] })).toBe(false);
    const disabled = [{ action: 'project:subject:add', type: '2', status: '0' }];
    expect(researchButtonAllowed('project:subject:add', { auth: disabled })).toBe(false);
  });
  it('type 1 entries give their sub-actions by prefix match, at a segment boundary', () => {
    const permissionList = [{ action: 'project:subject', type: '1', status: '1' }];
    expect(researchButtonAllowed('project:subject:add', { permissionList, auth: [] })).toBe(true);
    expect(researchButtonAllowed('project:subjectX', { permissionList, auth: [] })).toBe(false);
    const asButton = [{ action: 'project:subject', type: '2', status: '1' }];
    expect(researchButtonAllowed('project:subject:add', { permissionList: asButton, auth: [] })).toBe(false);
  });
});

describe('shell-spec 6: creating a project', () => {
  it('is available only when identifyFlag is truthy', () => {
    expect(canCreateProject({ identifyFlag: true })).toBe(true);
    expect(canCreateProject({ identifyFlag: 1 })).toBe(true);
    expect(canCreateProject({ identifyFlag: false })).toBe(false);
    expect(canCreateProject({ identifyFlag: '0' })).toBe(false);
    expect(canCreateProject({})).toBe(false);
    expect(canCreateProject(null)).toBe(false);
  });
});

describe('shell-spec 6: menus and buttons come from the server after login', () => {
  const answer: UserPermissions = { menu: [{ path: '/patient' }], auth: [granted], allAuth: defined };

  it('loads menu, auth and allAuth once for concurrent callers', async () => {
    let calls = 0;
    const model = createPermissionModel({ fetch: async () => (calls++, answer) });
    expect(model.isLoaded()).toBe(false);
    const [a, b] = await Promise.all([model.load(), model.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(model.getSnapshot()).toMatchObject({ status: 'ready', menu: answer.menu, auth: answer.auth });
    expect(model.isLoaded()).toBe(true);
  });
  it('rejects an answer with no menu array (shell-spec 8)', async () => {
    const model = createPermissionModel({ fetch: async () => ({ auth: [] }) as unknown as UserPermissions });
    await expect(model.load()).rejects.toThrow(MENU_NOT_ARRAY_MESSAGE);
    expect(model.getSnapshot()).toMatchObject({ status: 'error', menu: [], error: MENU_NOT_ARRAY_MESSAGE });
  });
  it('drops an answer that arrives after a logout cleared the model', async () => {
    let resolve!: (value: UserPermissions) => void;
    const model = createPermissionModel({ fetch: () => new Promise((r) => (resolve = r)) });
    const pending = model.load();
    model.clear();
    resolve(answer);
    await pending;
    expect(model.getSnapshot()).toMatchObject({ status: 'empty', menu: [] });
  });
});
