// The drawer a 角色管理 row opens for one role (角色授权, 数据规则): titled with the role's name, its content mounted
// afresh per role so that nothing of the previous role's edit survives.
import { Fragment, type ReactNode } from 'react';
import { Drawer } from '../../ui/drawer';

export interface RoleRef {
  id: string;
  name: string;
}

export function RoleDrawer({
  role,
  title,
  width,
  onClose,
  children,
}: {
  role: RoleRef | null;
  /** Before the role's name: 角色授权, 数据规则. */
  title: string;
  width: number;
  onClose: () => void;
  children: (role: RoleRef) => ReactNode;
}) {
  return (
    <Drawer
      open={role !== null}
      onOpenChange={(open) => !open && onClose()}
      width={width}
      title={`${title}：${role?.name ?? ''}`}
    >
      {role && <Fragment key={role.id}>{children(role)}</Fragment>}
    </Drawer>
  );
}
