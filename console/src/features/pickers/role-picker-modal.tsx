// Role picker: roleName and roleCode columns; returns ids and role codes.
import { useMemo } from 'react';
import { ROLE_PICKER, rolePickerLoader, type Row } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { ListPickerModal } from './list-picker-modal';

export interface NamedPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  multiple?: boolean;
  value?: readonly string[];
  onPick: (pick: { values: string[]; ids: string[]; rows: Row[] }) => void;
}

export function RolePickerModal(props: NamedPickerProps) {
  const { client } = useClinic();
  const load = useMemo(() => rolePickerLoader(client), [client]);
  return (
    <ListPickerModal
      {...props}
      title="选择角色"
      config={ROLE_PICKER}
      load={load}
      searchField="roleName"
      searchLabel="角色名称"
    />
  );
}
