// A progress bar (role=progressbar): the percent as the bar and its text; without a percent (the server working, a
// size not known) an animated stripe and the state in words instead.
export interface ProgressBarProps {
  /** What moves, for screen readers (e.g. 导入进度, 上传 报告.pdf). */
  label: string;
  /** 0-100, or null while no percent can be told. */
  percent: number | null;
  /** Shown (and read) instead of the percent when it is null. */
  busyText?: string;
  tone?: 'active' | 'error' | 'done';
  size?: 'small' | 'middle';
}

const FILL = {
  active: 'bg-primary-strong',
  error: 'bg-red-500',
  done: 'bg-emerald-500',
} as const;

export function ProgressBar({
  label,
  percent,
  busyText,
  tone = 'active',
  size = 'middle',
}: ProgressBarProps) {
  const known = percent !== null;
  const value = known ? Math.max(0, Math.min(100, Math.round(percent))) : null;
  const text = value !== null ? `${value}%` : (busyText ?? '');
  return (
    <div className="flex min-w-0 items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(value !== null ? { 'aria-valuenow': value } : {})}
        aria-valuetext={text || undefined}
        className={`relative min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200 ${size === 'small' ? 'h-1.5' : 'h-2'}`}
      >
        {value !== null ? (
          <div
            className={`h-full rounded-full transition-[width] duration-200 ${FILL[tone]}`}
            style={{ width: `${value}%` }}
          />
        ) : (
          <div className={`absolute inset-y-0 w-1/3 animate-pulse rounded-full ${FILL[tone]} opacity-70`} />
        )}
      </div>
      <span className="shrink-0 text-xs text-slate-500 tabular-nums">{text}</span>
    </div>
  );
}
