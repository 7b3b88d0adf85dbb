// Position picker (width 1000): name, code and rank columns, searchable by name; returns position codes.
import { useMemo } from 'react';
import { POSITION_PICKER, positionPickerLoader } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { ListPickerModal } from './list-picker-modal';
import type { NamedPickerProps } from './role-picker-modal';

export function PositionPickerModal(props: NamedPickerProps) {
  const { client } = useClinic();
  const load = useMemo(() => positionPickerLoader(client), [client]);
  return (
    <ListPickerModal
      {...props}
      title="选择职务"
      config={POSITION_PICKER}
      load={load}
      searchField="name"
      searchLabel="职务名称"
    />
  );
}
