// The frame of a clinic or platform home: the greeting band (who, in which tenant, what the page shows), then the
// figures, or why there are none (no permission, or the server's refusal).
import type { ReactNode } from 'react';
import { greetingPeriod } from '@clinic/hooks';
import { FormAlert } from '../../ui/form-alert';

export interface OverviewFrameProps {
  userName: string;
  tenantName: string;
  subtitle: string;
  allowed: boolean;
  /** Shown instead of the figures when the user lacks their permission. */
  deniedText: string;
  error: string | null;
  children: ReactNode;
}

export function OverviewFrame(props: OverviewFrameProps) {
  const { userName, tenantName, subtitle, allowed, deniedText, error, children } = props;
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm text-slate-500">{greetingPeriod(new Date().getHours())}，今天也辛苦了</p>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">欢迎，{userName}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {tenantName ? `${tenantName} · ` : ''}
          {subtitle}
        </p>
      </section>
      {allowed ? (
        <>
          <FormAlert message={error} />
          {children}
        </>
      ) : (
        <p role="status" className="rounded-lg bg-white p-6 text-sm text-slate-500 ring-1 ring-slate-200">
          {deniedText}
        </p>
      )}
    </div>
  );
}
