// Page header (shell-spec 2.6): breadcrumbs from home through the menu trail, then the page title.
import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { AppLink } from '../../ui/app-link';
import { breadcrumbFrom, displayTitle, homeTabTitle, isHomePath, type PermissionEntry } from '@clinic/hooks';
import { menuTrail } from '../../app/resolve-menu-page';
import { pageTitleFor, recordPageOf } from './page-titles';

export function PageHeader({
  menu,
  appCode,
  tenantId,
}: {
  menu: readonly PermissionEntry[];
  appCode: string;
  tenantId: string | undefined;
}) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const context = { appCode, tenantId };
  const trail = menuTrail(menu, path);
  const record = trail.length ? null : recordPageOf(path);
  const crumbsOf = (entries: readonly PermissionEntry[]) =>
    entries.map((e) => ({ path: e.path, title: e.meta?.title ? displayTitle(e.meta.title, context) : null }));
  // A record's page (健康档案 of a patient) follows the menu trail of the list it is opened from.
  const matched = trail.length
    ? crumbsOf(trail)
    : [...(record ? crumbsOf(menuTrail(menu, record.parent)) : []), { path, title: pageTitleFor(path) }];
  const crumbs = breadcrumbFrom(isHomePath(path) ? [] : matched, homeTabTitle(context));
  const title = crumbs.at(-1)?.title ?? '';
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    // A page opened from the side or top menu, a tab or the breadcrumb: focus goes to its title, where a screen
    // reader goes on reading and Tab goes on into the page. Focus a page put elsewhere on purpose stays there.
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('nav, [role=tablist]'))
      heading.current?.focus();
  }, [path]);
  return (
    <div className="border-b border-slate-200 bg-white px-6 pt-3 pb-3">
      <nav aria-label="面包屑">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
          {crumbs.map((crumb, index) => (
            <li key={`${crumb.path}-${index}`} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden>/</span>}
              {index < crumbs.length - 1 ? (
                <AppLink href={crumb.path} className="hover:text-primary">
                  {crumb.title}
                </AppLink>
              ) : (
                <span aria-current="page" className="text-slate-800">
                  {crumb.title}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={heading} tabIndex={-1} className="mt-1.5 text-lg font-medium text-slate-900 outline-none">
        {title}
      </h2>
    </div>
  );
}
