// sel_depart: stores department ids (or a customReturnField), shows the picked department names.
import { useState } from 'react';
import { DepartPickerModal } from './depart-picker-modal';
import { PickerTrigger } from './picker-trigger';
import { usePickedLabels } from './use-picked-labels';

export interface DepartSelectFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  multiple?: boolean;
  customReturnField?: string;
  /** Labels of stored values known up front (an edited record's department names). */
  labels?: Readonly<Record<string, string>>;
  invalid?: boolean;
  id?: string;
}

export function DepartSelectField({
  value,
  onChange,
  label,
  multiple = false,
  customReturnField,
  labels,
  invalid,
  id,
}: DepartSelectFieldProps) {
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
      <DepartPickerModal
        open={open}
        onOpenChange={setOpen}
        multiple={multiple}
        {...(customReturnField ? { customReturnField } : {})}
        value={picked.values}
        onPick={(pick) => {
          picked.remember(pick.values.map((v, i) => [v, pick.titles[i] ?? v]));
          onChange(pick.values.join(','));
        }}
      />
    </>
  );
}
