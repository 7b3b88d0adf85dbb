// The project hover list (shell-spec 2.6): the user's projects in one page of 999, searched on the client.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import { userMessageOf } from '../core/user-message.js';
import type { ProjectSummary, ProjectTransport } from './project-types.js';

export interface ProjectListSnapshot {
  projects: ProjectSummary[];
  keyword: string;
  /** Projects whose name or alias contains the keyword (case-insensitive); all when it is blank. */
  visible: ProjectSummary[];
  loading: boolean;
  error: string | null;
}

export interface ProjectListModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ProjectListSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Loads the list; a late answer never overwrites a newer one. Resolves to the projects (empty on failure). */
  load(): Promise<ProjectSummary[]>;
  search(keyword: string): void;
}

export function filterProjects(projects: readonly ProjectSummary[], keyword: string): ProjectSummary[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...projects];
  return projects.filter((p) =>
    [p.projectName, p.codeName].some(
      (text) => typeof text === 'string' && text.toLowerCase().includes(needle),
    ),
  );
}

export function createProjectListModel(transport: Pick<ProjectTransport, 'myProjects'>): ProjectListModel {
  const store = createObservableStore<ProjectListSnapshot>({
    projects: [],
    keyword: '',
    visible: [],
    loading: false,
    error: null,
  });
  let latest = 0;

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async load() {
      const mine = ++latest;
      store.update({ loading: true, error: null });
      try {
        const projects = await transport.myProjects();
        if (mine === latest) {
          store.update({
            projects,
            visible: filterProjects(projects, store.getSnapshot().keyword),
            loading: false,
          });
        }
        return projects;
      } catch (error) {
        if (mine === latest) {
          const text = userMessageOf(error, t('project.loadFailed'));
          store.update({ loading: false, error: text });
          store.notify('error', text);
        }
        return [];
      }
    },
    search(keyword) {
      store.update({ keyword, visible: filterProjects(store.getSnapshot().projects, keyword) });
    },
  };
}
