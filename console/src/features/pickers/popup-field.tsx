// popup: opens a report picker and writes each destination field (this field among them) from the picked rows; the
// box shows the value's first 12 characters (the whole value in its tooltip) and the picker opens on its rows.
import { useEffect, useRef, useState } from 'react';
import { popupShownText, type PopupConfig } from '@clinic/hooks';
import { PickerTrigger } from './picker-trigger';
import { PopupReportModal } from './popup-report-modal';

export interface PopupFieldProps {
  value: string;
  label: string;
  popup: PopupConfig;
  /** The field this box fills (one of the destinations): its value is looked up so the picker opens with it ticked. */
  field?: string;
  multiple?: boolean;
  /** Every destination field's new value; the form writes them all. */
  onPick: (values: Record<string, string>) => void;
  onClear: () => void;
  invalid?: boolean;
  id?: string;
}

export function PopupField({
  value,
  label,
  popup,
  field,
  multiple,
  onPick,
  onClear,
  invalid,
  id,
}: PopupFieldProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // Closing the picker gives the keyboard back to this field's 选择 button (after the dialog's own focus return,
  // which inside another dialog lands elsewhere).
  useEffect(() => {
    if (open) wasOpen.current = true;
    if (open || !wasOpen.current) return;
    wasOpen.current = false;
    const id = setTimeout(() => box.current?.querySelector<HTMLButtonElement>('button')?.focus(), 0);
    return () => clearTimeout(id);
  }, [open]);
  return (
    <div ref={box} className="contents">
      <PickerTrigger
        id={id}
        label={label}
        invalid={invalid}
        text={popupShownText(value)}
        title={value}
        placeholder={`请选择${label}`}
        onOpen={() => setOpen(true)}
        onClear={onClear}
      />
      {open && (
        <PopupReportModal
          open={open}
          onOpenChange={setOpen}
          {...popup}
          {...(field ? { field, value } : {})}
          {...(multiple ? { multiple } : {})}
          onPick={(pick) => onPick(pick.values)}
        />
      )}
    </div>
  );
}
