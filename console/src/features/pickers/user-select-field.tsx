// sel_user: stores comma-joined usernames (or ids with customReturnField 'id'), shows realnames looked up by username.
import { useEffect, useState } from 'react';
import { lookupUsernames } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { PickerTrigger } from './picker-trigger';
import { usePickedLabels } from './use-picked-labels';
import { UserPickerModal } from './user-picker-modal';

export interface UserSelectFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  multiple?: boolean;
  customReturnField?: 'username' | 'id';
  /** Labels of stored values known up front (an edited record's realnames by id). */
  labels?: Readonly<Record<string, string>>;
  invalid?: boolean;
  id?: string;
}

export function UserSelectField({
  value,
  onChange,
  label,
  multiple = false,
  customReturnField = 'username',
  labels,
  invalid,
  id,
}: UserSelectFieldProps) {
  const { client } = useClinic();
  const [open, setOpen] = useState(false);
  const picked = usePickedLabels(value, labels);
  const { values, remember } = picked;

  useEffect(() => {
    // Only usernames can be looked up; ids picked in this session already carry their names.
    const unknown = values.filter((v) => !picked.has(v));
    if (customReturnField !== 'username' || unknown.length === 0) return;
    let live = true;
    lookupUsernames(client, unknown)
      .then((rows) => live && remember(rows.map((r) => [String(r.username), String(r.realname)] as const)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, client, customReturnField]);

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
      <UserPickerModal
        open={open}
        onOpenChange={setOpen}
        multiple={multiple}
        value={customReturnField === 'username' ? values : []}
        onPick={(pick) => {
          const stored = customReturnField === 'id' ? pick.ids : pick.usernames;
          remember(pick.rows.map((r, i) => [stored[i]!, String(r.realname)] as const));
          onChange(stored.join(','));
        }}
      />
    </>
  );
}
