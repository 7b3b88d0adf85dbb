// Template textarea: ready-made texts chosen under 插入模板 go into the box with their first {placeholder} selected;
// Tab selects the next segment (Shift+Tab the previous) so each can be typed over.
import { useLayoutEffect, useRef } from 'react';
import { insertTemplate, nextSegment, type Segment } from '@clinic/hooks';

export interface TemplateTextareaProps {
  value: string;
  onChange: (v: string) => void;
  label: string;
  id?: string;
  rows?: number;
  /** The field's ready-made texts (常用模板). */
  templates?: readonly { name: string; text: string }[] | undefined;
  placeholder?: string | undefined;
  maxLength?: number | undefined;
  invalid?: boolean | undefined;
}

export function TemplateTextarea({
  value,
  onChange,
  label,
  id,
  rows = 4,
  templates = [],
  placeholder,
  maxLength,
  invalid = false,
}: TemplateTextareaProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  // The segment to select once the inserted text is in the box (after the parent's render).
  const pending = useRef<Segment | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !pending.current) return;
    el.focus();
    el.setSelectionRange(pending.current.start, pending.current.end);
    pending.current = null;
  }, [value]);

  const insert = (name: string) => {
    const template = templates.find((t) => t.name === name);
    if (!template) return;
    const next = insertTemplate(value, template.text);
    pending.current = next.selection;
    onChange(next.text);
  };

  return (
    <div className="space-y-1.5">
      {templates.length > 0 && (
        <div role="group" aria-label={`${label}模板`} className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-slate-500">插入模板：</span>
          {templates.map((t) => (
            <button
              key={t.name}
              type="button"
              title={t.text}
              onClick={() => insert(t.name)}
              className="rounded border border-slate-300 bg-white px-2 py-0.5 text-xs text-slate-700 hover:border-primary hover:text-primary-strong focus:ring-2 focus:ring-primary/20 focus:outline-none"
            >
              {t.name}
            </button>
          ))}
        </div>
      )}
      <textarea
        ref={box}
        id={id}
        aria-label={label}
        aria-invalid={invalid || undefined}
        rows={rows}
        placeholder={placeholder}
        value={value}
        {...(maxLength ? { maxLength } : {})}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Tab') return;
          const el = event.currentTarget;
          const segment = nextSegment(el.value, el.selectionEnd, event.shiftKey, el.selectionStart);
          if (!segment) return;
          event.preventDefault();
          el.setSelectionRange(segment.start, segment.end);
        }}
        className={`block w-full rounded border bg-white px-2.5 py-1.5 text-sm text-slate-900 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
      />
      {templates.length > 0 && (
        <p className="text-xs text-slate-500">按 Tab 依次选中 {'{ }'} 中待填写的内容，Shift+Tab 返回上一处</p>
      )}
    </div>
  );
}
