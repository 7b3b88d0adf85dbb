// The read-only box a picker field shows: the picked labels, a pick button and a clear button.
import { Button } from '../../ui/button';

export interface PickerTriggerProps {
  text: string;
  placeholder: string;
  onOpen: () => void;
  onClear: () => void;
  label: string;
  invalid?: boolean;
  id?: string;
  /** The whole value when the box shows it shortened. */
  title?: string;
}

export function PickerTrigger({
  text,
  placeholder,
  onOpen,
  onClear,
  label,
  invalid,
  id,
  title,
}: PickerTriggerProps) {
  return (
    <div className="flex gap-1">
      <input
        id={id}
        readOnly
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={text}
        title={title && title !== text ? title : undefined}
        placeholder={placeholder}
        onClick={onOpen}
        className={`block h-8 w-full cursor-pointer rounded border bg-white px-2.5 text-sm outline-none ${invalid ? 'border-red-500' : 'border-slate-300'}`}
      />
      <Button aria-label={`选择${label}`} onClick={onOpen} className="shrink-0 whitespace-nowrap">
        选择
      </Button>
      {text && (
        <Button variant="text" aria-label={`清除${label}`} onClick={onClear}>
          ×
        </Button>
      )}
    </div>
  );
}
