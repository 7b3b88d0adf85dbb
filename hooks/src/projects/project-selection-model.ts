// The current research project (shell-spec 4.2, 2.4): selecting fetches its detail, stores it with the user id,
// hands its projectId-tagged menus to the router and opens its subject list; first load picks the first project quietly.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import { headerProjectName, type HeaderProjectName } from '../layout/research-shell.js';
import type { RouterAdapter } from '../router/router-adapter.js';
import type { ValueSlot } from '../session/session-types.js';
import { userMessageOf } from '../core/user-message.js';
import type {
  ProjectDetail,
  ProjectMenuEntry,
  ProjectSummary,
  ProjectTransport,
  StoredProject,
} from './project-types.js';

export const PROJECT_SUBJECTS_PATH = '/medicalRecords/list';
/** Local storage key of the current project info (pass `browserStore(CURRENT_PROJECT_STORAGE_KEY)` as storage). */
export const CURRENT_PROJECT_STORAGE_KEY = 'CURRENT_PROJECT_INFO';

/**
 * The stored project when it belongs to `userId`; a stored project of anyone else (or a malformed one) is removed.
 * The navigation guard can call this before any model exists.
 */
export function storedProjectFor(
  storage: ValueSlot<StoredProject>,
  userId: string | null,
): ProjectDetail | null {
  const stored = storage.get();
  if (!stored) return null;
  if (!userId || stored.userId !== userId || !stored.project?.id) {
    storage.set(null);
    return null;
  }
  return stored.project;
}

/** A page of a project: its menu path with the project in the address. */
export const projectPageHref = (path: string, projectId: string): string =>
  `${path}?projectId=${encodeURIComponent(projectId)}`;

export const projectSubjectsHref = (projectId: string): string =>
  projectPageHref(PROJECT_SUBJECTS_PATH, projectId);

export interface ProjectSelectionSnapshot {
  current: ProjectDetail | null;
  /** The current project's menu, every entry (children too) tagged with its projectId: routes to add. */
  menus: ProjectMenuEntry[];
  loading: boolean;
  error: string | null;
  /** The header's project name (RWS-P-WEB only, cut to 8 characters). */
  headerName: HeaderProjectName | null;
}

export interface ProjectSelectionOptions {
  transport: Pick<ProjectTransport, 'getProject'>;
  /** Local storage of the current project (with its userId). */
  storage: ValueSlot<StoredProject>;
  /** The signed-in user's id. */
  userId: () => string | null;
  router: Pick<RouterAdapter, 'navigate'>;
  appCode?: string;
  /** Runs whenever a project becomes current (restored or fetched): add its menus as routes, set its permissions. */
  onProjectLoaded?: (project: ProjectDetail, menus: ProjectMenuEntry[]) => void;
}

export interface ProjectSelectionModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ProjectSelectionSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Fetch, store, hand over menus, navigate to the subject list. Null when it failed (the error is shown). */
  select(projectId: string): Promise<ProjectDetail | null>;
  /**
   * Makes `projectId` current without navigating (a page whose address names another project than the current one);
   * the current project answers at once.
   */
  follow(projectId: string): Promise<ProjectDetail | null>;
  /** The stored project of this user, else null; another user's stored project is discarded. */
  restore(): ProjectDetail | null;
  /** Start-up: the stored project, or else the first of `projects` loaded without navigating. */
  initialize(projects: readonly ProjectSummary[]): Promise<ProjectDetail | null>;
  /** Forgets the current project (and its stored copy). */
  clear(): void;
}

export function tagMenus(menu: readonly unknown[] | null | undefined, projectId: string): ProjectMenuEntry[] {
  if (!Array.isArray(menu)) return [];
  return menu.map((entry) => {
    const item = entry as ProjectMenuEntry;
    const children = Array.isArray(item.children) ? { children: tagMenus(item.children, projectId) } : {};
    return { ...item, projectId, ...children };
  });
}

export function createProjectSelectionModel(options: ProjectSelectionOptions): ProjectSelectionModel {
  const { transport, storage, userId, router, appCode, onProjectLoaded } = options;
  const store = createObservableStore<ProjectSelectionSnapshot>({
    current: null,
    menus: [],
    loading: false,
    error: null,
    headerName: null,
  });
  let latest = 0;

  const become = (project: ProjectDetail) => {
    const menus = tagMenus(project.permission?.menu, project.id);
    store.update({
      current: project,
      menus,
      loading: false,
      error: null,
      headerName: headerProjectName(project.projectName, appCode),
    });
    try {
      onProjectLoaded?.(project, menus);
    } catch {
      // Route registration is the host's; the project is current either way.
    }
  };

  const load = async (projectId: string, navigate: boolean): Promise<ProjectDetail | null> => {
    const owner = userId();
    if (!owner) return null;
    const mine = ++latest;
    store.update({ loading: true, error: null });
    try {
      const project = await transport.getProject(projectId);
      // A later choice, or a user change, makes this answer stale.
      if (mine !== latest || userId() !== owner) return null;
      storage.set({ userId: owner, project });
      become(project);
      if (navigate) router.navigate(projectSubjectsHref(project.id));
      return project;
    } catch (error) {
      if (mine !== latest) return null;
      const text = userMessageOf(error, t('project.loadFailed'));
      store.update({ loading: false, error: text });
      store.notify('error', text);
      return null;
    }
  };

  const restore = (): ProjectDetail | null => {
    const project = storedProjectFor(storage, userId());
    if (project) become(project);
    return project;
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    select: (projectId) => load(projectId, true),
    follow: (projectId) => {
      const { current } = store.getSnapshot();
      return current?.id === projectId ? Promise.resolve(current) : load(projectId, false);
    },
    restore,
    async initialize(projects) {
      const restored = restore();
      if (restored) return restored;
      const first = projects[0];
      return first ? load(first.id, false) : null;
    },
    clear() {
      latest += 1;
      storage.set(null);
      store.set({ current: null, menus: [], loading: false, error: null, headerName: null });
    },
  };
}
