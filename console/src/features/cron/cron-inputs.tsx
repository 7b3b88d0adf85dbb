// Small inputs of the cron editor: a bounded number box and a multi-value chip list (specific values).
import { useEffect, useId, useMemo, useState } from 'react';
import { CRON_BOUNDS, WEEKDAY_LABELS, cronNumberBox, type CronPartName } from '@clinic/hooks';
import { Select } from '../../ui/select';

/** 星期天 to 星期六 as values 1-7 (Quartz). */
const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
  value: String(n),
  label: WEEKDAY_LABELS[n] ?? String(n),
}));

export function CronNumber({
  part,
  field,
  value,
  onChange,
  label,
}: {
  part: CronPartName;
  field: string;
  value: number;
  onChange: (v: number) => void;
  label: string;
}) {
  const box = useMemo(() => cronNumberBox(part, field), [part, field]);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const hint = box.hint(text);
  const hintId = useId();
  const leave = () => {
    const next = box.commit(text);
    // The shown value first: the editor may keep its value (13.2 back to 13) and then sends no new one.
    setText(String(value));
    // Leaving a box that holds the editor's value changes nothing (and keeps the notices on screen).
    if (next !== null && next !== value) onChange(next);
  };
  return (
    <span className="relative mx-1 inline-block align-middle">
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          // A keystroke that cannot make a number is refused: the box keeps its text.
          if (!box.accepts(next)) return;
          setText(next);
          const live = box.live(next);
          if (live !== null && live !== value) onChange(live);
        }}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === 'Enter') leave();
        }}
        className="h-7 w-16 rounded border border-slate-300 px-1 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
      />
      {hint && (
        <span
          id={hintId}
          role="status"
          className="absolute left-0 top-full z-10 mt-1 whitespace-nowrap rounded border border-amber-200 bg-amber-50 px-2 py-0.5 text-xs text-amber-700 shadow-sm"
        >
          {hint}
        </span>
      )}
    </span>
  );
}

/** Specific values: one toggle per allowed value; weekdays show 星期天..星期六. */
export function CronValues({
  part,
  field,
  values,
  onChange,
  label,
  weekdays = false,
}: {
  part: CronPartName;
  field: string;
  values: number[];
  onChange: (v: number[]) => void;
  label: string;
  weekdays?: boolean;
}) {
  const bound = CRON_BOUNDS[part][field] ?? { min: 0, max: 0 };
  const all = Array.from({ length: bound.max - bound.min + 1 }, (_, i) => bound.min + i);
  return (
    <div role="group" aria-label={label} className="mt-1 flex flex-wrap gap-1">
      {all.map((n) => {
        const on = values.includes(n);
        return (
          <button
            key={n}
            type="button"
            aria-pressed={on}
            onClick={() =>
              onChange(on ? values.filter((v) => v !== n) : [...values, n].sort((a, b) => a - b))
            }
            className={`h-6 rounded border px-1.5 text-xs ${weekdays ? '' : 'min-w-7'} ${on ? 'border-primary bg-primary text-white' : 'border-slate-300 bg-white text-slate-700'}`}
          >
            {weekdays ? WEEKDAY_LABELS[n] : n}
          </button>
        );
      })}
    </div>
  );
}

export function WeekdaySelect({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (v: number) => void;
  label: string;
}) {
  return (
    <Select
      aria-label={label}
      size="sm"
      className="mx-1 inline-block w-24 align-middle"
      value={String(value)}
      onChange={(v) => onChange(Number(v))}
      options={WEEKDAY_OPTIONS}
    />
  );
}
