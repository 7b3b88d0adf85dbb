// Small inputs of the cron editor: a bounded number box and a multi-value chip list (specific values).
import { CRON_BOUNDS, WEEKDAY_LABELS, type CronPartName } from '@clinic/hooks';
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
  const bound = CRON_BOUNDS[part][field];
  return (
    <input
      type="number"
      aria-label={label}
      min={bound?.min}
      max={bound?.max}
      value={value}
      onChange={(event) => {
        if (event.target.value !== '') onChange(Number(event.target.value));
      }}
      className="mx-1 inline-block h-7 w-16 rounded border border-slate-300 px-1 text-sm"
    />
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
