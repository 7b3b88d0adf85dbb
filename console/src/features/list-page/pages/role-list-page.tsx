// 角色管理 (/system/role, menu component system/RoleList): the role declaration on the generic list page, plus 授权
// (the menu and button tree of the role), 数据规则 (its row rules) and 用户 (the role's users) on each row for users
// granted them.
import { useCallback, useState } from 'react';
import { ROLE_AUTH_PERMISSION, usePermissions, type Row } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { MembersDrawer, type MembersOf } from '../../members/members-drawer';
import { DataRulesDrawer } from '../../role/data-rules-drawer';
import { PermissionDrawer } from '../../role/permission-drawer';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

type Target = { id: string; name: string };

function useRoleActions(): PageActions {
  const { has } = usePermissions();
  const [granting, setGranting] = useState<Target | null>(null);
  const [ruling, setRuling] = useState<Target | null>(null);
  const [members, setMembers] = useState<MembersOf | null>(null);
  // Reading a role's users needs the user list; adding and removing them need 角色用户.
  const mayAuth = has(ROLE_AUTH_PERMISSION);
  const mayUsers = has('system:user:list');
  const row = useCallback(
    (record: Row) => {
      const target = { id: String(record.id ?? ''), name: String(record.roleName ?? '') };
      return (
        <>
          {mayAuth && (
            <button
              type="button"
              className="text-primary-strong hover:underline"
              onClick={() => setGranting(target)}
            >
              授权
            </button>
          )}
          {mayAuth && (
            <button
              type="button"
              className="text-primary-strong hover:underline"
              onClick={() => setRuling(target)}
            >
              数据规则
            </button>
          )}
          {mayUsers && (
            <button
              type="button"
              className="text-primary-strong hover:underline"
              onClick={() => setMembers({ kind: 'role', ...target })}
            >
              用户
            </button>
          )}
        </>
      );
    },
    [mayAuth, mayUsers],
  );
  return {
    row,
    dialogs: (
      <>
        <PermissionDrawer role={granting} onClose={() => setGranting(null)} />
        <DataRulesDrawer role={ruling} onClose={() => setRuling(null)} />
        <MembersDrawer of={members} onClose={() => setMembers(null)} />
      </>
    ),
  };
}

export default listPageOf({
  resource: resources.role,
  usePageActions: useRoleActions,
  actionWidth: 260,
});
