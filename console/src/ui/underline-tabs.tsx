// The console's underlined tab strip (a dialog's sections, a list's statuses): the chosen tab in primary-strong,
// which reads 5:1 on white, a count badge beside a label, and ←/→ moving between tabs as a tablist should.
import type { KeyboardEvent } from 'react';

export interface UnderlineTab<T extends string> {
  value: T;
  label: string;
  /** A count shown in a red badge (pending requests); nothing when zero or absent. */
  count?: number | null;
}

export function UnderlineTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  className = '',
}: {
  label: string;
  tabs: readonly UnderlineTab<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const at = tabs.findIndex((t) => t.value === value);
    const next = tabs[(at + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.value);
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons[tabs.indexOf(next)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={move}
      className={`flex gap-1 border-b border-slate-200 ${className}`}
    >
      {tabs.map((tab) => {
        const chosen = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={chosen}
            tabIndex={chosen ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={`-mb-px border-b-2 px-3 py-1.5 text-sm whitespace-nowrap ${
              chosen
                ? 'border-primary font-medium text-primary-strong'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {tab.label}
            {tab.count ? (
              <span className="ml-1 rounded-full bg-red-600 px-1.5 text-xs text-white">{tab.count}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
