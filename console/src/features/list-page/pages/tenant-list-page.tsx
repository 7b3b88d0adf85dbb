// 租户管理 (/system/tenant, menu component resource/tenant): the tenant declaration on the generic list page, plus
// 成员 on each row (the tenant's users; adding and removing them for holders of system:tenant:users).
import { useCallback, useState } from 'react';
import { TENANT_USERS_PERMISSION, usePermissions, type Row } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { TenantMembersDrawer, type TenantOf } from '../../members/tenant-members-drawer';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

function useTenantActions(): PageActions {
  const { has } = usePermissions();
  const [members, setMembers] = useState<TenantOf | null>(null);
  const may = has(TENANT_USERS_PERMISSION);
  const row = useCallback(
    (record: Row) =>
      may ? (
        <button
          type="button"
          className="text-primary-strong hover:underline"
          onClick={() => setMembers({ id: String(record.id ?? ''), name: String(record.name ?? '') })}
        >
          成员
        </button>
      ) : null,
    [may],
  );
  return {
    row,
    dialogs: <TenantMembersDrawer of={members} may={may} onClose={() => setMembers(null)} />,
  };
}

export default listPageOf({
  resource: resources.tenant,
  usePageActions: useTenantActions,
  columns: { tenantNo: { width: 200 }, name: { width: 180 } },
  actionWidth: 200,
});
