// The research sidebar's 项目 list (shell-slot projectHoverList): search, the user's projects, and the plus button
// that opens 创建项目 only for identifyFlag users; choosing a project opens its subject list.
import { useEffect } from 'react';
import { useModelState } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { showNotice } from '../../ui/toast';
import { CreateProjectDialog } from './create-project-dialog';
import { useProjectModels } from './use-project-models';

export function ProjectHoverList() {
  const { session } = useClinic();
  const { projectSelection } = useShell();
  const { list, create } = useProjectModels();
  const snap = useModelState(list);
  const selection = useModelState(projectSelection);
  const { userInfo } = useModelState(session);
  const allowed = create.getSnapshot().allowed && Boolean(userInfo?.identifyFlag);

  useEffect(() => {
    void list.load();
    const stops = [
      list.onNotice(showNotice),
      create.onNotice(showNotice),
      projectSelection.onNotice(showNotice),
    ];
    return () => stops.forEach((stop) => stop());
  }, [list, create, projectSelection]);

  return (
    <div data-testid="project-hover-list">
      <div className="mb-2 flex items-center gap-2">
        <input
          type="search"
          aria-label="搜索项目"
          placeholder="搜索项目"
          value={snap.keyword}
          onChange={(event) => list.search(event.target.value)}
          className="h-8 min-w-0 flex-1 rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary"
        />
        {allowed && (
          <button
            type="button"
            aria-label="创建项目"
            title="创建项目"
            onClick={() => create.openDialog()}
            className="flex h-8 w-8 items-center justify-center rounded border border-slate-300 text-lg text-slate-600 hover:border-primary hover:text-primary"
          >
            +
          </button>
        )}
      </div>
      {snap.loading && snap.projects.length === 0 ? (
        <p className="py-4 text-center text-slate-400">加载中…</p>
      ) : snap.visible.length === 0 ? (
        <p className="py-4 text-center text-slate-400">{snap.error ?? '暂无项目'}</p>
      ) : (
        <ul className="max-h-80 overflow-y-auto" aria-label="我的项目">
          {snap.visible.map((project) => {
            const active = selection.current?.id === project.id;
            return (
              <li key={project.id}>
                <button
                  type="button"
                  aria-current={active || undefined}
                  onClick={() => void projectSelection.select(project.id)}
                  className={`block w-full truncate rounded px-2 py-1.5 text-left hover:bg-slate-100 ${
                    active ? 'font-medium text-primary-strong' : 'text-slate-700'
                  }`}
                >
                  {project.projectName}
                  {project.codeName ? (
                    <span className="ml-1 text-xs text-slate-400">({project.codeName})</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <CreateProjectDialog model={create} />
    </div>
  );
}
