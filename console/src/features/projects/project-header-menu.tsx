// The research header's project part (shell-slot projectHeaderMenu): the current project's name (8 characters,
// RWS-P-WEB only) and menu items; at start it loads the stored project or, quietly, the first of the list.
import { useEffect, useMemo } from 'react';
import { useRouterState } from '@tanstack/react-router';
import {
  BREAKPOINT_QUERIES,
  pageInstanceKey,
  projectPageHref,
  projectPageTitle,
  useModelState,
  type ProjectMenuEntry,
} from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { OverflowLinks } from '../../ui/overflow-links';
import { useMediaQuery } from '../../ui/use-media-query';
import { useProjectModels } from './use-project-models';

export function ProjectHeaderMenu() {
  const { projectSelection } = useShell();
  const { list } = useProjectModels();
  const selection = useModelState(projectSelection);

  useEffect(() => {
    let live = true;
    void list.load().then((projects) => {
      if (live) void projectSelection.initialize(projects);
    });
    return () => {
      live = false;
    };
  }, [list, projectSelection]);

  const project = selection.current;
  const links = useMemo(
    () =>
      project
        ? leafMenus(selection.menus).map((item) => ({
            key: item.path,
            label: String(item.meta?.title ?? item.name ?? item.path),
            href: projectPageHref(item.path, project.id),
          }))
        : [],
    [project, selection.menus],
  );
  useProjectTabTitles();
  // Above a phone's width the pages share the header's line and fit beside the name.
  const fits = !useMediaQuery(BREAKPOINT_QUERIES.xs);
  if (!project) return null;
  const name = selection.headerName;
  return (
    // On a phone the name and the pages scroll sideways together under the title; from md on the name stays whole
    // and the pages that do not fit beside it go under 更多.
    <div className="flex min-w-0 items-center gap-1 overflow-x-auto md:flex-1 md:overflow-x-visible">
      {name && (
        <span
          title={name.truncated ? name.full : undefined}
          className="mr-2 shrink-0 pl-1 text-sm font-medium whitespace-nowrap text-slate-900 md:mr-3 md:pl-0 md:text-base"
          data-testid="project-name"
        >
          {name.text}
        </span>
      )}
      <OverflowLinks
        fit={fits}
        className="md:min-w-0 md:flex-1"
        moreLabel="更多项目页面"
        linkClass="rounded px-2 py-0.5 text-sm whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-primary-strong md:px-3 md:py-1.5"
        links={links}
      />
    </div>
  );
}

/**
 * Names the tab of the current project's page after the page and the project (受试者管理 - 高血压队列随访研…): the
 * same page of several projects opens in tabs of its own (keyed by address), which must tell apart.
 */
function useProjectTabTitles() {
  const { projectSelection, tabs } = useShell();
  const { current, menus, headerName } = useModelState(projectSelection);
  const { tabs: open } = useModelState(tabs);
  const location = useRouterState({ select: (state) => state.location });
  useEffect(() => {
    const projectId = (location.search as Record<string, unknown>).projectId;
    if (!current || !headerName || projectId !== current.id) return;
    const page = leafMenus(menus).find((item) => item.path === location.pathname);
    if (!page) return;
    const address = projectPageHref(location.pathname, current.id);
    const title = projectPageTitle(String(page.meta?.title ?? page.name ?? page.path), headerName);
    const tab = open.find((t) => pageInstanceKey(t.fullPath) === pageInstanceKey(address));
    if (tab && tab.meta.title !== title) tabs.setTitle(address, title);
  }, [current, headerName, menus, location, open, tabs]);
}

/** Visible pages of the project menu: a group (病历管理) shows its children, since the group itself has no page. */
export function leafMenus(menus: readonly ProjectMenuEntry[]): ProjectMenuEntry[] {
  return menus
    .filter((item) => !item.hidden)
    .flatMap((item) => (item.children?.length ? leafMenus(item.children) : [item]));
}
