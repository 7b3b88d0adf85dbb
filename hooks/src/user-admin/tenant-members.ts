// 租户管理 → 成员: the members of one tenant (platform-level, system:tenant:users), added by login name with one of
// the tenant's roles and removed; the same members model as 角色用户 runs over this transport.
import type { ClinicClient } from '@clinic/sdk';
import type { SelectOption } from '../controls/select-options.js';
import type { MemberRow, MembersTransport } from './members-model.js';

export const TENANT_USERS_PERMISSION = 'system:tenant:users';

/** The roles a new member may get in the tenant (the contract's roleCode values). */
export const TENANT_MEMBER_ROLES: readonly SelectOption[] = [
  { value: 'admin', label: '管理员' },
  { value: 'doctor', label: '医生' },
  { value: 'researcher', label: '研究员' },
];

export interface TenantMemberRow extends MemberRow {
  roleNames?: string | null;
  defaultTenant?: boolean;
}

/** Login names typed with commas, Chinese commas, spaces or new lines between them, each once. */
export function usernamesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，、;；]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** `add` takes login names; `roleCode()` is read at the moment of adding (the role chosen in the dialog). */
export function tenantMembersTransportOf(
  client: Pick<ClinicClient, 'call'>,
  tenantId: string,
  roleCode: () => string,
): MembersTransport {
  return {
    async list({ pageNo, pageSize, realname }) {
      const page = (await client.call('tenantUserList', {
        query: { tenantId, pageNo, pageSize, ...(realname ? { realname } : {}) },
      })) as { records: TenantMemberRow[]; total: number };
      return { records: page.records, total: page.total };
    },
    async add(usernames) {
      const role = roleCode();
      await client.call('addTenantUsers', {
        body: { tenantId, usernames, ...(role ? { roleCode: role as 'admin' } : {}) },
      });
    },
    async remove(userIds) {
      await client.call('removeTenantUsers', { body: { tenantId, userIds } });
    },
  };
}
