// Template textarea: Tab selects the next {placeholder} segment (Shift+Tab the previous) so each can be typed over.
import { nextSegment } from '@clinic/hooks';

export function TemplateTextarea({
  value,
  onChange,
  label,
  id,
  rows = 4,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  id?: string;
  rows?: number;
}) {
  return (
    <textarea
      id={id}
      aria-label={label}
      rows={rows}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const el = event.currentTarget;
        const segment = nextSegment(el.value, el.selectionEnd, event.shiftKey, el.selectionStart);
        if (!segment) return;
        event.preventDefault();
        el.setSelectionRange(segment.start, segment.end);
      }}
      className="block w-full rounded border border-slate-300 px-2.5 py-1.5 text-sm outline-none focus:border-primary"
    />
  );
}
