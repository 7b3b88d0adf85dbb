// The research header's project part (shell-slot projectHeaderMenu): the current project's name (8 characters,
// RWS-P-WEB only) and menu items; at start it loads the stored project or, quietly, the first of the list.
import { useEffect } from 'react';
import { useModelState, type ProjectMenuEntry } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { AppLink } from '../../ui/app-link';
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
  if (!project) return null;
  const name = selection.headerName;
  return (
    // On a phone the name and the pages scroll sideways together under the title; from md on the name stays whole
    // and only the pages scroll.
    <div className="flex min-w-0 items-center gap-1 overflow-x-auto md:overflow-x-visible">
      {name && (
        <span
          title={name.truncated ? name.full : undefined}
          className="mr-2 shrink-0 pl-1 text-sm font-medium whitespace-nowrap text-slate-900 md:mr-3 md:pl-0 md:text-base"
          data-testid="project-name"
        >
          {name.text}
        </span>
      )}
      <div className="flex items-center gap-1 md:min-w-0 md:overflow-x-auto">
        {leafMenus(selection.menus).map((item) => (
          <AppLink
            key={item.path}
            href={`${item.path}?projectId=${encodeURIComponent(project.id)}`}
            className="rounded px-2 py-0.5 text-sm whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-primary-strong md:px-3 md:py-1.5"
          >
            {String(item.meta?.title ?? item.name ?? item.path)}
          </AppLink>
        ))}
      </div>
    </div>
  );
}

/** Visible pages of the project menu: a group (病历管理) shows its children, since the group itself has no page. */
export function leafMenus(menus: readonly ProjectMenuEntry[]): ProjectMenuEntry[] {
  return menus
    .filter((item) => !item.hidden)
    .flatMap((item) => (item.children?.length ? leafMenus(item.children) : [item]));
}
