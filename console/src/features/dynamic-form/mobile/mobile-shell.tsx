// The mobile dynamic-form layout (375 px first): a top bar with 返回 and the page title, the page, and a bottom tab
// bar (首页, 我的数据, 数据变更, 待审核) with touch-size targets; no side menu. Without a session it goes to the mobile
// login; with one it loads the permission list the mobile build's guard does not fetch.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useRouterState, useSearch } from '@tanstack/react-router';
import { useDocumentTitle } from '@clinic/hooks';
import { APP_TITLE } from '../../../app/app-config';
import { useClinic } from '../../../app/clinic-context';
import { useShell } from '../../../app/shell-context';
import { AppLink } from '../../../ui/app-link';

export const MOBILE_LOGIN = '/dynamicForm/login';

const TABS = [
  { to: '/dynamicForm/index', label: '首页', icon: '⌂' },
  { to: '/dynamicForm/mList', label: '我的数据', icon: '▤' },
  { to: '/dynamicForm/dataHandleApply', label: '数据变更', icon: '✎' },
  { to: '/dynamicForm/applyAudit', label: '待审核', icon: '✓' },
] as const;

export function MobileShell({
  title,
  back = true,
  children,
  footer,
}: {
  title: string;
  /** false on the tab pages' roots; true goes back in history (or to 首页 when there is none). */
  back?: boolean;
  children: ReactNode;
  /** A fixed action bar above the tabs (提交, 通过/驳回). */
  footer?: ReactNode;
}) {
  const { session } = useClinic();
  const { router, permissions } = useShell();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const token = useSyncExternalStore(session.subscribe, () => session.getSnapshot().token);
  useDocumentTitle({ path, title, appName: APP_TITLE });
  useEffect(() => {
    if (!token) router.navigate(MOBILE_LOGIN, { replace: true });
    else if (!permissions.isLoaded()) void permissions.load().catch(() => undefined);
  }, [token, router, permissions]);
  if (!token) return null;
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col bg-slate-100 text-slate-900">
      <header className="sticky top-0 z-20 flex h-12 items-center bg-primary-strong px-1 text-white shadow">
        {back ? (
          <button
            type="button"
            aria-label="返回"
            className="flex h-11 w-11 items-center justify-center rounded text-2xl leading-none focus-visible:outline-2 focus-visible:outline-white"
            onClick={() =>
              window.history.length > 1 ? window.history.back() : router.navigate('/dynamicForm/index')
            }
          >
            ‹
          </button>
        ) : (
          <span className="w-11" aria-hidden />
        )}
        <h1 className="min-w-0 flex-1 truncate text-center text-base font-medium">{title}</h1>
        <span className="w-11" aria-hidden />
      </header>
      <main className={`flex-1 px-3 py-3 ${footer ? 'pb-36' : 'pb-20'}`}>{children}</main>
      {footer && (
        <div className="fixed inset-x-0 bottom-16 z-20 mx-auto flex max-w-md gap-2 border-t border-slate-200 bg-white px-3 py-2">
          {footer}
        </div>
      )}
      <nav
        aria-label="底部导航"
        className="fixed inset-x-0 bottom-0 z-20 mx-auto grid h-16 max-w-md grid-cols-4 border-t border-slate-200 bg-white"
      >
        {TABS.map((tab) => {
          const active = path === tab.to;
          return (
            <AppLink
              key={tab.to}
              href={tab.to}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-11 flex-col items-center justify-center gap-0.5 text-xs ${
                active ? 'font-medium text-primary-strong' : 'text-slate-600'
              }`}
            >
              <span aria-hidden className="text-lg leading-none">
                {tab.icon}
              </span>
              {tab.label}
            </AppLink>
          );
        })}
      </nav>
    </div>
  );
}

/** A tappable row of a mobile list: at least 48 px high, the whole row is the link. */
export function MobileRow({
  to,
  title,
  detail,
  meta,
  aside,
}: {
  to: string;
  title: ReactNode;
  /** A second line of what tells this row apart (a record's other values). */
  detail?: ReactNode;
  meta?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <li>
      <AppLink
        href={to}
        className="flex min-h-12 items-center gap-2 rounded-lg bg-white px-3 py-3 shadow-xs active:bg-slate-50"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-[15px] font-medium">{title}</span>
          {detail && <span className="mt-0.5 block truncate text-sm text-slate-700">{detail}</span>}
          {meta && <span className="mt-0.5 block truncate text-xs text-slate-500">{meta}</span>}
        </span>
        {aside}
        <span aria-hidden className="text-slate-400">
          ›
        </span>
      </AppLink>
    </li>
  );
}

export const mobileButton =
  'flex h-11 flex-1 items-center justify-center rounded-lg px-4 text-[15px] font-medium disabled:opacity-60';
export const mobilePrimary = `${mobileButton} bg-primary-strong text-white`;
export const mobileDefault = `${mobileButton} border border-slate-300 bg-white text-slate-700`;
export const mobileDanger = `${mobileButton} bg-red-600 text-white`;

/** The request status as a coloured tag. */
export function StatusTag({ status, text }: { status: string; text: string }) {
  const look =
    status === '1'
      ? 'bg-green-50 text-green-700'
      : status === '2'
        ? 'bg-red-50 text-red-700'
        : 'bg-amber-50 text-amber-700';
  return <span className={`shrink-0 rounded px-2 py-0.5 text-xs ${look}`}>{text}</span>;
}

export function MobileEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-white px-3 py-8 text-center text-sm text-slate-500">{children}</p>;
}

/** The search params of the address (ids of the record, form or request a page works on). */
export function useMobileSearch(): Record<string, string> {
  // The match's query, read with the page name from the same match: the location changes first, and a page still on
  // screen would read the next page's ids (a delete form asked for a request's id as a record: a 404). The router's
  // parseSearch keeps every value a string.
  return useSearch({ strict: false }) as Record<string, string>;
}
