// popup: opens a report picker and writes each destination field (this field among them) from the picked rows.
import { useState } from 'react';
import type { PopupConfig } from '@clinic/hooks';
import { PickerTrigger } from './picker-trigger';
import { PopupReportModal } from './popup-report-modal';

export interface PopupFieldProps {
  value: string;
  label: string;
  popup: PopupConfig;
  multiple?: boolean;
  /** Every destination field's new value; the form writes them all. */
  onPick: (values: Record<string, string>) => void;
  onClear: () => void;
  invalid?: boolean;
  id?: string;
}

export function PopupField({ value, label, popup, multiple, onPick, onClear, invalid, id }: PopupFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PickerTrigger
        id={id}
        label={label}
        invalid={invalid}
        text={value}
        placeholder={`请选择${label}`}
        onOpen={() => setOpen(true)}
        onClear={onClear}
      />
      {open && (
        <PopupReportModal
          open={open}
          onOpenChange={setOpen}
          {...popup}
          {...(multiple ? { multiple } : {})}
          onPick={(pick) => onPick(pick.values)}
        />
      )}
    </>
  );
}
