// One figure of a tenant home: its name, the server's number (— until it arrives) and what it counts.
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link';

export interface FigureCardProps {
  title: string;
  value: number | null | undefined;
  hint: string;
  /** The list the figure comes from; the card links there. */
  href?: string;
  tone?: 'normal' | 'warning';
  children?: ReactNode;
}

export function FigureCard({ title, value, hint, href, tone = 'normal' }: FigureCardProps) {
  return (
    <article aria-label={title} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 className="font-medium text-slate-900">{title}</h2>
      <p
        className={`mt-2 text-2xl font-semibold sm:text-3xl ${tone === 'warning' ? 'text-amber-600' : 'text-primary-strong'}`}
      >
        {value === null || value === undefined ? '—' : value.toLocaleString('zh-CN')}
      </p>
      <p className="mt-1 flex flex-wrap justify-between gap-x-2 text-xs text-slate-500 sm:text-sm">
        <span>{hint}</span>
        {href ? (
          <AppLink href={href} className="shrink-0 text-primary-strong hover:underline">
            查看
          </AppLink>
        ) : null}
      </p>
    </article>
  );
}
