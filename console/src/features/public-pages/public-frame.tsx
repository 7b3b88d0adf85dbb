// The frame of the no-login pages (shell-spec 2.1): a slim title bar and a centred column that fits a phone.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@clinic/hooks';
import { APP_TITLE } from '../../app/app-config';
import { Button } from '../../ui/button';

export function PublicFrame({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  useDocumentTitle({ path, title, appName: APP_TITLE });
  return (
    <div className="min-h-full bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-12 max-w-3xl items-center gap-2 px-4">
          <img src="/favicon.svg" alt="" className="h-6 w-6" />
          <span className="truncate text-sm text-slate-500">{APP_TITLE}</span>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-5">
        <h1 className="mb-4 text-lg font-semibold text-slate-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** Loading, failure with 重试, or the signed-out prompt; null when the page has its data. */
export function PublicPageState({
  status,
  error,
  onRetry,
  loginHref,
  signedOutText,
}: {
  status: string;
  error: string | null;
  onRetry: () => void;
  loginHref: string;
  signedOutText: string;
}) {
  if (status === 'idle' || status === 'loading')
    return <p className="py-10 text-center text-sm text-slate-400">加载中…</p>;
  if (status === 'signedOut')
    return (
      <div className="rounded-lg bg-white p-6 text-center shadow-sm">
        <p className="text-sm text-slate-600">{signedOutText}</p>
        <a
          href={loginHref}
          className="mt-4 inline-flex h-9 items-center rounded-md bg-primary-strong px-5 text-sm font-medium text-white hover:bg-primary-deep"
        >
          去登录
        </a>
      </div>
    );
  if (status === 'error')
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-sm text-red-700"
      >
        <span>{error}</span>
        <Button onClick={onRetry}>重试</Button>
      </div>
    );
  return null;
}
