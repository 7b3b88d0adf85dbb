// Date, datetime and time picker: the value typed or picked reads YYYY-MM-DD HH:mm:ss in 24 h with Monday-first weeks,
// whatever the browser's locale (a native date box shows mm/dd/yyyy in an en-US browser). Text that is no date is
// kept visible and marked until it is fixed; the calendar sits in a Radix popover and is a keyboard grid: the day
// holding the focus moves with the arrows, Home/End, PageUp/PageDown (Shift for a year); Enter or Space picks it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  DATE_FORMATS,
  WEEK_HEADERS,
  addMonths,
  isCalendarKey,
  monthGrid,
  moveCalendarDay,
  numberOptions,
  nowValue,
  parseDateText,
  type DateKind,
} from '@clinic/hooks';
import { Popover } from '../../ui/popover';
import { Select } from '../../ui/select';

export interface DatePickerProps {
  kind?: DateKind;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  'aria-label'?: string;
  invalid?: boolean;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function DatePicker({
  kind = 'date',
  value,
  onChange,
  id,
  invalid = false,
  placeholder,
  disabled,
  className = '',
  ...rest
}: DatePickerProps) {
  const [text, setText] = useState(value);
  const [bad, setBad] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setText(value);
    setBad(false);
  }, [value]);
  const label = rest['aria-label'];

  const commit = (raw: string) => {
    const parsed = parseDateText(raw, kind);
    if (parsed === null) {
      setBad(true);
      return;
    }
    setBad(false);
    setText(parsed);
    if (parsed !== value) onChange(parsed);
  };

  return (
    <div className={`relative min-w-0 ${className}`}>
      <div
        className={`flex h-8 w-full min-w-0 items-center rounded border bg-white text-sm focus-within:ring-2 ${
          invalid || bad
            ? 'border-red-500 focus-within:ring-red-100'
            : 'border-slate-300 focus-within:border-primary focus-within:ring-primary/20'
        }`}
      >
        <input
          id={id}
          aria-label={label}
          aria-invalid={invalid || bad || undefined}
          value={text}
          disabled={disabled}
          placeholder={placeholder ?? DATE_FORMATS[kind]}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => commit(text)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(text);
            }
          }}
          size={1}
          className="h-full w-full min-w-0 flex-1 rounded bg-transparent px-2.5 tabular-nums text-slate-900 outline-none placeholder:text-slate-400"
        />
        <Popover
          open={open}
          onOpenChange={setOpen}
          align="start"
          label={kind === 'time' ? '时间选择' : '日历'}
          // Opening the calendar puts the focus on the chosen day (or today), the grid's one tabbable day.
          onOpenAutoFocus={(event) => {
            const day = (event.target as HTMLElement).querySelector<HTMLElement>('[data-day][tabindex="0"]');
            if (!day) return;
            event.preventDefault();
            day.focus();
          }}
          trigger={
            <button
              type="button"
              disabled={disabled}
              aria-label={kind === 'time' ? '打开时间选择' : '打开日历'}
              className="flex h-full w-8 shrink-0 items-center justify-center text-slate-400 hover:text-primary"
            >
              {kind === 'time' ? '◷' : '▦'}
            </button>
          }
        >
          <PickerPanel
            kind={kind}
            value={parseDateText(text, kind) || value}
            onPick={(next, close) => {
              setText(next);
              setBad(false);
              if (next !== value) onChange(next);
              if (close) setOpen(false);
            }}
          />
        </Popover>
      </div>
      {bad && (
        <p className="mt-1 text-xs text-red-600" role="alert">
          请输入正确的格式：{DATE_FORMATS[kind]}
        </p>
      )}
    </div>
  );
}

function PickerPanel({
  kind,
  value,
  onPick,
}: {
  kind: DateKind;
  value: string;
  onPick: (value: string, close: boolean) => void;
}) {
  const today = nowValue('date');
  const day = kind === 'time' ? '' : value.slice(0, 10);
  const clock = kind === 'date' ? '' : kind === 'time' ? value || '00:00:00' : value.slice(11) || '00:00:00';
  const shown = day || today;
  const [view, setView] = useState({ year: Number(shown.slice(0, 4)), month: Number(shown.slice(5, 7)) });
  // The day holding the keyboard focus (the one tabbable day of the grid); it follows the month shown.
  const [focusDay, setFocusDay] = useState(shown);
  const grid = useRef<HTMLTableElement>(null);
  const keyMoved = useRef(false);
  const inView = (date: string) => date.slice(0, 7) === `${view.year}-${pad(view.month)}`;
  const tabbable = inView(focusDay) ? focusDay : `${view.year}-${pad(view.month)}-01`;
  const dayButton = (date: string) =>
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${date}"]`);
  useEffect(() => {
    if (!keyMoved.current) return;
    keyMoved.current = false;
    dayButton(focusDay)?.focus();
  }, [focusDay, view]);
  const move = (delta: number) => setView(addMonths(view.year, view.month, delta));
  const onGridKey = (event: KeyboardEvent) => {
    if (!isCalendarKey(event.key)) return;
    event.preventDefault();
    const next = moveCalendarDay(tabbable, event.key, event.shiftKey);
    keyMoved.current = true;
    setFocusDay(next);
    if (!inView(next)) setView({ year: Number(next.slice(0, 4)), month: Number(next.slice(5, 7)) });
  };
  const join = (d: string, c: string) => (kind === 'date' ? d : kind === 'time' ? c : `${d} ${c}`);
  const [h, m, s] = clock.split(':').map(Number) as [number, number, number];
  const setClock = (part: 0 | 1 | 2, n: number) => {
    const parts = [h || 0, m || 0, s || 0];
    parts[part] = n;
    onPick(join(day || today, parts.map(pad).join(':')), false);
  };

  return (
    <div className="flex flex-col gap-2 text-sm" style={{ width: 260 }}>
      {kind !== 'time' && (
        <>
          <div className="flex items-center justify-between">
            <button
              type="button"
              aria-label="上一年"
              className="px-1.5 text-slate-500 hover:text-primary"
              onClick={() => move(-12)}
            >
              «
            </button>
            <button
              type="button"
              aria-label="上个月"
              className="px-1.5 text-slate-500 hover:text-primary"
              onClick={() => move(-1)}
            >
              ‹
            </button>
            <span className="font-medium" aria-live="polite">
              {view.year}年{view.month}月
            </span>
            <button
              type="button"
              aria-label="下个月"
              className="px-1.5 text-slate-500 hover:text-primary"
              onClick={() => move(1)}
            >
              ›
            </button>
            <button
              type="button"
              aria-label="下一年"
              className="px-1.5 text-slate-500 hover:text-primary"
              onClick={() => move(12)}
            >
              »
            </button>
          </div>
          <table
            ref={grid}
            role="grid"
            aria-label={`${view.year}年${view.month}月`}
            className="w-full table-fixed text-center"
            onKeyDown={onGridKey}
          >
            <thead>
              <tr>
                {WEEK_HEADERS.map((w) => (
                  <th key={w} scope="col" className="py-1 text-xs font-normal text-slate-500">
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(view.year, view.month).map((week) => (
                <tr key={week[0]!.date}>
                  {week.map((cell) => {
                    const selected = cell.date === day;
                    return (
                      <td key={cell.date} className="p-0.5">
                        <button
                          type="button"
                          data-day={cell.date}
                          aria-label={cell.date}
                          aria-pressed={selected}
                          tabIndex={cell.date === tabbable ? 0 : -1}
                          onClick={() => onPick(join(cell.date, clock), kind === 'date')}
                          className={`h-7 w-full rounded text-xs outline-none focus-visible:ring-2 focus-visible:ring-primary ${
                            selected
                              ? 'bg-primary-strong text-white'
                              : cell.inMonth
                                ? 'text-slate-800 hover:bg-primary/10'
                                : 'text-slate-300 hover:bg-slate-50'
                          } ${cell.date === today && !selected ? 'ring-1 ring-primary' : ''}`}
                        >
                          {cell.day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {kind !== 'date' && (
        <div className="flex items-center gap-1" role="group" aria-label="时间">
          <ClockSelect label="时" max={23} value={h || 0} onChange={(n) => setClock(0, n)} />:
          <ClockSelect label="分" max={59} value={m || 0} onChange={(n) => setClock(1, n)} />:
          <ClockSelect label="秒" max={59} value={s || 0} onChange={(n) => setClock(2, n)} />
        </div>
      )}
      <div className="flex justify-between border-t border-slate-100 pt-2">
        <button
          type="button"
          className="text-primary-strong hover:underline"
          onClick={() => onPick(nowValue(kind), true)}
        >
          {kind === 'date' ? '今天' : '此刻'}
        </button>
        {kind !== 'date' && (
          <button
            type="button"
            className="rounded bg-primary-strong px-2.5 py-0.5 text-white"
            onClick={() => onPick(join(day || today, clock), true)}
          >
            确定
          </button>
        )}
      </div>
    </div>
  );
}

function ClockSelect({
  label,
  max,
  value,
  onChange,
}: {
  label: string;
  max: number;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <Select
      aria-label={label}
      size="sm"
      className="flex-1"
      value={String(value)}
      onChange={(v) => onChange(Number(v))}
      options={numberOptions(
        Array.from({ length: max + 1 }, (_, n) => n),
        pad,
      )}
      maxHeight={200}
    />
  );
}
