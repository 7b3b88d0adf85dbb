// The RWS-P-WEB menu every research project starts with and the shape project detail answers it in (permission
// entries tagged with projectId); the operations each project role may use are project-operations.ts's.
import type { projectMenus } from '../db/schema/domain.js';
import { newId } from './engine/sql-util.js';

/** The project roles of the member declaration's project_role dictionary. */
export type ProjectRole = 'admin' | 'researcher' | 'doctor' | 'dataManager';

/**
 * roleRight per role: '1' manages the project, '2' edits records, '3' reads them. 数据管理员 reads, and audits the
 * change requests through the operations table; the doctor fills visit forms the same way.
 */
export const ROLE_RIGHT: Record<ProjectRole, string> = {
  admin: '1',
  researcher: '2',
  doctor: '3',
  dataManager: '3',
};

interface MenuTemplate {
  key: string;
  parent?: string;
  name: string;
  title: string;
  path: string;
  component: string;
  icon?: string;
  hidden?: boolean;
}

const MENU_TEMPLATE: MenuTemplate[] = [
  {
    key: 'records',
    name: 'medicalRecords',
    title: '病历管理',
    path: '/medicalRecords',
    component: 'layouts/RouteView',
    icon: 'solution',
  },
  {
    key: 'list',
    parent: 'records',
    name: 'medicalRecords-list',
    title: '受试者管理',
    path: '/medicalRecords/list',
    component: 'medicalRecords/list',
    icon: 'team',
  },
  {
    key: 'setting',
    parent: 'records',
    name: 'medicalRecords-groupSetting',
    title: '项目设置',
    path: '/medicalRecords/groupSetting',
    component: 'medicalRecords/groupSetting',
    icon: 'setting',
  },
  { key: 'task', name: 'task', title: '任务', path: '/task', component: 'task/index', icon: 'carry-out' },
];

/** Rows for project_menu: the template instantiated for one project. */
export function projectMenuRows(tenantId: string, projectId: string): (typeof projectMenus.$inferInsert)[] {
  const ids = new Map(MENU_TEMPLATE.map((m) => [m.key, newId()]));
  return MENU_TEMPLATE.map((m, i) => ({
    id: ids.get(m.key) as string,
    tenantId,
    projectId,
    parentId: m.parent ? (ids.get(m.parent) ?? null) : null,
    name: m.name,
    title: m.title,
    path: m.path,
    component: m.component,
    icon: m.icon ?? null,
    menuType: '1',
    hidden: m.hidden ? 1 : 0,
    sortNo: i + 1,
  }));
}

export interface ProjectMenuEntry {
  id: string;
  type: '1';
  path: string;
  name: string;
  component: string;
  hidden: boolean;
  alwaysShow: boolean;
  route: '1';
  projectId: string;
  meta: {
    title: string;
    icon: string | null;
    keepAlive: boolean;
    internalOrExternal: boolean;
    componentName: string;
  };
  children?: ProjectMenuEntry[];
}

/** The stored rows as a menu tree of permission entries, each tagged with its projectId. */
export function menuTree(rows: (typeof projectMenus.$inferSelect)[]): ProjectMenuEntry[] {
  const sorted = [...rows].sort((a, b) => a.sortNo - b.sortNo);
  const entries = new Map<string, ProjectMenuEntry>();
  for (const r of sorted) {
    entries.set(r.id, {
      id: r.id,
      type: '1',
      path: r.path,
      name: r.name,
      component: r.component,
      hidden: r.hidden === 1,
      alwaysShow: false,
      route: '1',
      projectId: r.projectId,
      meta: {
        title: r.title,
        icon: r.icon,
        keepAlive: false,
        internalOrExternal: false,
        componentName: r.name,
      },
    });
  }
  const roots: ProjectMenuEntry[] = [];
  for (const r of sorted) {
    const entry = entries.get(r.id) as ProjectMenuEntry;
    const parent = r.parentId ? entries.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(entry);
    else roots.push(entry);
  }
  return roots;
}
