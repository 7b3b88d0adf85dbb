// sel_role: stores role ids (or a customReturnField), shows the picked role names.
import { useMemo, useState } from 'react';
import { ROLE_PICKER, rolePickerLoader } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { ListPickerModal } from './list-picker-modal';
import { PickerTrigger } from './picker-trigger';
import { usePickedLabels } from './use-picked-labels';

export interface RoleSelectFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  multiple?: boolean;
  customReturnField?: string;
  /** Labels of stored values known up front (an edited record's role names). */
  labels?: Readonly<Record<string, string>>;
  invalid?: boolean;
  id?: string;
}

export function RoleSelectField({
  value,
  onChange,
  label,
  multiple = false,
  customReturnField = 'id',
  labels,
  invalid,
  id,
}: RoleSelectFieldProps) {
  const { client } = useClinic();
  const load = useMemo(() => rolePickerLoader(client), [client]);
  const config = useMemo(() => ({ ...ROLE_PICKER, returnField: customReturnField }), [customReturnField]);
  const [open, setOpen] = useState(false);
  const picked = usePickedLabels(value, labels);
  return (
    <>
      <PickerTrigger
        id={id}
        label={label}
        invalid={invalid}
        text={picked.text}
        placeholder={`请选择${label}`}
        onOpen={() => setOpen(true)}
        onClear={() => onChange('')}
      />
      <ListPickerModal
        open={open}
        onOpenChange={setOpen}
        title="选择角色"
        config={config}
        load={load}
        searchField="roleName"
        searchLabel="角色名称"
        multiple={multiple}
        value={picked.values}
        onPick={(pick) => {
          picked.remember(pick.rows.map((row) => [String(row[customReturnField]), String(row.roleName)]));
          onChange(pick.values.join(','));
        }}
      />
    </>
  );
}
