// 租户管理 → 成员: login names as typed, and the calls the tenant members transport makes (the role read when adding).
import { describe, expect, it, vi } from 'vitest';
import { tenantMembersTransportOf, usernamesOf } from './tenant-members.js';

describe('usernamesOf', () => {
  it('splits on commas (also Chinese), spaces and new lines, each name once', () => {
    expect(usernamesOf(' nurse，doctor, nurse\nadmin、 ')).toEqual(['nurse', 'doctor', 'admin']);
    expect(usernamesOf(' , ')).toEqual([]);
  });
});

describe('tenantMembersTransportOf', () => {
  it('lists, adds with the role chosen at that moment, and removes in the tenant named', async () => {
    const call = vi.fn(async (id: string) =>
      id === 'tenantUserList'
        ? { records: [{ id: 'u1', username: 'nurse', realname: '陈护士' }], total: 1 }
        : null,
    );
    let role = 'doctor';
    const transport = tenantMembersTransportOf({ call } as never, 't9', () => role);
    expect(await transport.list({ pageNo: 2, pageSize: 10, realname: '陈' })).toEqual({
      records: [{ id: 'u1', username: 'nurse', realname: '陈护士' }],
      total: 1,
    });
    expect(call).toHaveBeenLastCalledWith('tenantUserList', {
      query: { tenantId: 't9', pageNo: 2, pageSize: 10, realname: '陈' },
    });
    role = 'admin';
    await transport.add(['nurse']);
    expect(call).toHaveBeenLastCalledWith('addTenantUsers', {
      body: { tenantId: 't9', usernames: ['nurse'], roleCode: 'admin' },
    });
    await transport.remove(['u1']);
    expect(call).toHaveBeenLastCalledWith('removeTenantUsers', { body: { tenantId: 't9', userIds: ['u1'] } });
  });
});
