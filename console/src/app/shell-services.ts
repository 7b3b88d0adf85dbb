// The per-app shell models (permissions, tabs, settings, layout, keep-alive, department, password, project), built once.
import { browserStore, browserUserInfoStore, type ClinicClient } from '@clinic/sdk';
import {
  CURRENT_PROJECT_STORAGE_KEY,
  clearShellOnLogout,
  createDepartModel,
  createKeepAliveModel,
  createLayoutModel,
  createPasswordModel,
  createPermissionModel,
  createProjectSelectionModel,
  createSettingsModel,
  createTabsModel,
  defaultMultiTab,
  deviceFromWidth,
  departSourceFromClient,
  homeTabTitle,
  passwordSourceFromClient,
  permissionSourceFromClient,
  projectTransportFromClient,
  type DepartModel,
  type KeepAliveModel,
  type LayoutModel,
  type PasswordModel,
  type PermissionModel,
  type ProjectSelectionModel,
  type RouterAdapter,
  type SessionModel,
  type SettingsModel,
  type StoredProject,
  type TabsModel,
  type UserInfo,
  type ValueSlot,
} from '@clinic/hooks';

export interface ShellServices {
  router: RouterAdapter;
  permissions: PermissionModel;
  tabs: TabsModel;
  settings: SettingsModel;
  layout: LayoutModel;
  keepAlive: KeepAliveModel;
  depart: DepartModel;
  password: PasswordModel;
  /** The research variant's current project (the projects UI drives it). */
  projectStore: ValueSlot<StoredProject>;
  projectSelection: ProjectSelectionModel;
}

export interface ShellServicesInput {
  client: ClinicClient;
  session: SessionModel;
  appCode: string;
  router: RouterAdapter;
  width: number;
}

export function createShellServices({
  client,
  session,
  appCode,
  router,
  width,
}: ShellServicesInput): ShellServices {
  const user = () => session.getSnapshot().userInfo;
  const permissions = createPermissionModel(permissionSourceFromClient(client));
  const settings = createSettingsModel();
  const layout = createLayoutModel({
    width,
    sidebarOpen: settings.getSnapshot().sidebarOpen,
    onSidebarChange: (open) => settings.setSidebarOpen(open),
  });
  const multiTab = settings.getSnapshot().multiPage && defaultMultiTab({ device: deviceFromWidth(width) });
  const tabs = createTabsModel({
    multiTab,
    homeTitle: homeTabTitle({ appCode, tenantId: user()?.tenantId }),
  });
  const keepAlive = createKeepAliveModel();
  const userInfoStore = browserUserInfoStore<UserInfo>();
  const depart = createDepartModel({
    source: departSourceFromClient(client),
    userInfoStore,
    getUsername: () => user()?.username,
    onUserInfo: () => session.restore(),
  });
  const password = createPasswordModel({
    source: passwordSourceFromClient(client),
    getUsername: () => user()?.username,
  });
  const projectStore = browserStore<StoredProject>(CURRENT_PROJECT_STORAGE_KEY);
  const projectSelection = createProjectSelectionModel({
    transport: projectTransportFromClient(client),
    storage: projectStore,
    userId: () => user()?.id ?? null,
    router,
    appCode,
    onProjectLoaded: (project) => permissions.setPermissionList(project.permission?.auth ?? null),
  });
  // The stored project survives logout on purpose: the guard drops it when another user signs in.
  clearShellOnLogout((cleanup) => session.onLogout(cleanup), { permissions, tabs, keepAlive });
  return {
    router,
    permissions,
    tabs,
    settings,
    layout,
    keepAlive,
    depart,
    password,
    projectStore,
    projectSelection,
  };
}
