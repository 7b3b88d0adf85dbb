// The tenant switch: login keeps the tenants and pins TENANT_ID; choosing writes it, re-reads the user, leaves for home.
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '@clinic/sdk';
import { createTenantModel, loginTenants, type TenantSummary } from './tenant-model.js';
import { tenantHomeKind } from './tenant-home.js';

const tenants = [
  { id: '1000', name: '健康服务中心' },
  { id: '1423892807230000001', name: '第二医院' },
];

function setup() {
  const tenantStore = memoryStore<string>();
  const tenantsStore = memoryStore<TenantSummary[]>();
  const leave = vi.fn();
  const refreshUser = vi.fn(async () => undefined);
  const model = createTenantModel({
    tenantStore,
    tenantsStore,
    currentUser: () => ({ id: 'u', username: 'admin', realname: '管理员', tenantId: '1000' }),
    refreshUser,
    leave,
    homePath: '/dashboard/analysis',
  });
  model.adoptLogin({
    token: 't',
    userInfo: { id: 'u', username: 'admin', realname: '管理员', tenantId: '1000' },
    result: { tenantList: tenants },
  });
  return { model, tenantStore, leave, refreshUser };
}

describe('tenant model', () => {
  it('keeps the login tenants and pins TENANT_ID to the session tenant', () => {
    const { model, tenantStore } = setup();
    expect(model.getSnapshot()).toMatchObject({ tenants, currentId: '1000' });
    expect(tenantStore.get()).toBe('1000');
  });

  it('choosing a tenant writes TENANT_ID, refreshes the user and opens home', async () => {
    const { model, tenantStore, leave, refreshUser } = setup();
    await expect(model.choose('1423892807230000001')).resolves.toBe(true);
    expect(tenantStore.get()).toBe('1423892807230000001');
    expect(refreshUser).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledWith('/dashboard/analysis');
  });

  it('refuses a tenant the user does not belong to, and clears on logout', async () => {
    const { model, tenantStore } = setup();
    await expect(model.choose('2000')).resolves.toBe(false);
    expect(tenantStore.get()).toBe('1000');
    model.clear();
    expect(tenantStore.get()).toBeNull();
    expect(model.getSnapshot().tenants).toEqual([]);
  });

  it('a user who cannot be read in the chosen tenant stays in the old one, told why; logout leaves none', async () => {
    const { model, tenantStore, leave, refreshUser } = setup();
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    refreshUser.mockRejectedValueOnce(new Error('network down'));
    expect(await model.choose('1423892807230000001')).toBe(false);
    expect(tenantStore.get()).toBe('1000');
    expect(model.getSnapshot()).toMatchObject({ currentId: '1000', switching: false });
    expect(notices).toEqual(['切换租户失败，请重试']);
    expect(leave).not.toHaveBeenCalled();
    model.clear();
    expect(model.getSnapshot()).toEqual({ tenants: [], currentId: null, switching: false });
  });

  it('reads only well-formed tenants, and maps 1423892807230000001 to its workbench home', () => {
    expect(loginTenants({ tenantList: [{ id: '1', name: 'a' }, { id: 2 }] })).toEqual([
      { id: '1', name: 'a' },
    ]);
    expect(tenantHomeKind('1423892807230000001')).toBe('workbench');
    expect(tenantHomeKind('1000')).toBe('analysis');
    expect(tenantHomeKind('2000')).toBe('clinic');
    expect(tenantHomeKind('3000')).toBe('platform');
    expect(tenantHomeKind(null)).toBe('analysis');
  });
});
