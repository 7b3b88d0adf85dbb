// Demo menus of both consoles (general and RWS-P-WEB), role button grants, and how a permission code reads in Chinese.
// A resource declared with a `menu` in @clinic/sdk/resources gets its menu entry and its roles' grants from there.
import { permissionOf, resources, type ResourceDef } from '@clinic/sdk/resources';

export interface MenuSeed {
  key: string;
  parent: string | null;
  name: string;
  menuType: '0' | '1';
  url: string;
  component: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  keepAlive?: boolean;
  /** Badge source: the getCornerMark operation of a registered key. */
  cornerMark?: 'unreadMessages' | 'todoTasks';
  /** Buttons whose code starts with `<permPrefix>:` hang under this menu. */
  permPrefix?: string;
  scope: '' | 'RWS';
  roles: Array<'admin' | 'doctor' | 'researcher'>;
}

const ALL = ['admin', 'doctor', 'researcher'] as MenuSeed['roles'];

export const MENUS: MenuSeed[] = [
  {
    key: 'home',
    parent: null,
    name: '首页',
    menuType: '1',
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    componentName: 'Analysis',
    icon: 'home',
    scope: '',
    roles: ALL,
  },
  {
    key: 'system',
    parent: null,
    name: '系统管理',
    menuType: '0',
    url: '/system',
    component: 'layouts/RouteView',
    redirect: '/system/user',
    icon: 'setting',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'user',
    parent: 'system',
    name: '用户管理',
    menuType: '1',
    url: '/system/user',
    component: 'system/UserList',
    componentName: 'UserList',
    icon: 'user',
    keepAlive: true,
    permPrefix: 'system:user',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'role',
    parent: 'system',
    name: '角色管理',
    menuType: '1',
    url: '/system/role',
    component: 'system/RoleList',
    componentName: 'RoleList',
    icon: 'team',
    permPrefix: 'system:role',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'depart',
    parent: 'system',
    name: '部门管理',
    menuType: '1',
    url: '/system/depart',
    component: 'system/DepartList',
    componentName: 'DepartList',
    icon: 'apartment',
    permPrefix: 'system:depart',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'dict',
    parent: 'system',
    name: '字典管理',
    menuType: '1',
    url: '/system/dict',
    component: 'system/DictList',
    componentName: 'DictList',
    icon: 'book',
    permPrefix: 'system:dict',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'position',
    parent: 'system',
    name: '职务管理',
    menuType: '1',
    url: '/system/position',
    component: 'system/PositionList',
    componentName: 'PositionList',
    icon: 'idcard',
    permPrefix: 'system:position',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'announcement',
    parent: 'system',
    name: '通知公告',
    menuType: '1',
    url: '/system/annountCement',
    component: 'system/AnnouncementList',
    componentName: 'AnnouncementList',
    icon: 'notification',
    permPrefix: 'system:announcement',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'quartzJob',
    parent: 'system',
    name: '定时任务',
    menuType: '1',
    url: '/system/quartzJob',
    component: 'system/QuartzJobList',
    componentName: 'QuartzJobList',
    icon: 'clock-circle',
    permPrefix: 'system:quartzJob',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'feedbackAdmin',
    parent: 'system',
    name: '反馈记录',
    menuType: '1',
    url: '/system/feedback/list',
    component: 'system/FeedbackList',
    componentName: 'FeedbackList',
    icon: 'message',
    permPrefix: 'system:feedback',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'permission',
    parent: 'system',
    name: '菜单管理',
    menuType: '1',
    url: '/system/permission',
    component: 'system/PermissionList',
    componentName: 'PermissionList',
    icon: 'menu-unfold',
    permPrefix: 'system:permission',
    scope: '',
    roles: ['admin'],
  },
  {
    // 员工管理: the user accounts of non-doctor staff (a view of 用户管理, its buttons are system:user:*).
    key: 'staff',
    parent: 'system',
    name: '员工管理',
    menuType: '1',
    url: '/system/staff',
    component: 'system/StaffList',
    componentName: 'StaffList',
    icon: 'team',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'apiDocs',
    parent: 'system',
    name: '接口文档',
    menuType: '1',
    url: '/docs/',
    component: 'layouts/IframePageView',
    icon: 'file-text',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'widgetGallery',
    parent: 'system',
    name: '控件示例',
    menuType: '1',
    url: '/demo/form',
    component: 'demo/FormDemo',
    componentName: 'FormDemo',
    icon: 'appstore',
    scope: '',
    roles: ['admin'],
  },
  {
    key: 'chronic',
    parent: null,
    name: '慢病管理',
    menuType: '0',
    url: '/chronic',
    component: 'layouts/RouteView',
    redirect: '/chronic/patient/list',
    icon: 'medicine-box',
    scope: '',
    roles: ['admin', 'doctor'],
  },
  {
    key: 'patient',
    parent: 'chronic',
    name: '患者列表',
    menuType: '1',
    url: '/chronic/patient/list',
    component: 'chronic/PatientList',
    componentName: 'PatientList',
    icon: 'team',
    keepAlive: true,
    permPrefix: 'chronic:patient',
    scope: '',
    roles: ['admin', 'doctor'],
  },
  {
    // The booking buttons are 预约管理's (chronic:appointment): the calendar reads and books through them.
    key: 'appointmentCalendar',
    parent: 'chronic',
    name: '预约日历',
    menuType: '1',
    url: '/chronic/appointment/calendar',
    component: 'chronic/AppointmentCalendar',
    componentName: 'AppointmentCalendar',
    icon: 'schedule',
    keepAlive: true,
    scope: '',
    roles: ['admin', 'doctor'],
  },
  {
    // 运营管理: points, donation projects and supply orders (their pages come from their declarations' menus).
    key: 'operation',
    parent: null,
    name: '运营管理',
    menuType: '0',
    url: '/operation',
    component: 'layouts/RouteView',
    redirect: '/operation/pointRanking/list',
    icon: 'shop',
    scope: '',
    roles: ['admin', 'doctor'],
  },
  {
    key: 'messages',
    parent: null,
    name: '消息',
    menuType: '0',
    url: '/isps',
    component: 'layouts/RouteView',
    redirect: '/isps/userAnnouncement',
    icon: 'bell',
    scope: '',
    roles: ALL,
  },
  {
    key: 'myMessages',
    cornerMark: 'unreadMessages',
    parent: 'messages',
    name: '我的消息',
    menuType: '1',
    url: '/isps/userAnnouncement',
    component: 'system/UserAnnouncementList',
    componentName: 'UserAnnouncementList',
    icon: 'mail',
    scope: '',
    roles: ALL,
  },
  // 动态表单 (issue 18 item 5): form definitions and their data; the apply/audit buttons hang on the directory.
  {
    key: 'dynamicForm',
    parent: null,
    name: '动态表单',
    menuType: '0',
    url: '/rws/dynamicForm',
    component: 'layouts/RouteView',
    redirect: '/rws/dynamicForm/forms',
    icon: 'form',
    permPrefix: 'rws:dynformapply',
    scope: '',
    roles: ['admin', 'researcher'],
  },
  {
    key: 'dynamicFormDesign',
    parent: 'dynamicForm',
    name: '表单设计',
    menuType: '1',
    url: '/rws/dynamicForm/forms',
    component: 'dynamicForm/FormList',
    componentName: 'DynamicFormList',
    icon: 'form',
    keepAlive: true,
    permPrefix: 'rws:dynform',
    scope: '',
    roles: ['admin', 'researcher'],
  },
  {
    key: 'dynamicFormData',
    parent: 'dynamicForm',
    name: '表单数据',
    menuType: '1',
    url: '/rws/dynamicForm/data',
    component: 'dynamicForm/DataList',
    componentName: 'DynamicFormDataList',
    icon: 'database',
    keepAlive: true,
    permPrefix: 'rws:dynformdata',
    scope: '',
    roles: ['admin', 'researcher'],
  },
  {
    key: 'rwsWorkbench',
    parent: null,
    name: '工作台',
    menuType: '1',
    url: '/workbench',
    component: 'rws/Workbench',
    componentName: 'Workbench',
    icon: 'desktop',
    scope: 'RWS',
    roles: ALL,
  },
  {
    key: 'rwsSubjects',
    parent: null,
    name: '受试者管理',
    menuType: '1',
    url: '/medicalRecords/list',
    component: 'medicalRecords/List',
    componentName: 'MedicalRecordsList',
    icon: 'solution',
    keepAlive: true,
    permPrefix: 'rws:subject',
    scope: 'RWS',
    roles: ALL,
  },
  {
    key: 'rwsSettings',
    parent: null,
    name: '项目设置',
    menuType: '1',
    url: '/medicalRecords/groupSetting',
    component: 'medicalRecords/GroupSetting',
    componentName: 'GroupSetting',
    icon: 'setting',
    permPrefix: 'rws:project',
    scope: 'RWS',
    roles: ['admin', 'researcher'],
  },
  {
    key: 'rwsTasks',
    cornerMark: 'todoTasks',
    parent: null,
    name: '任务',
    menuType: '1',
    url: '/task',
    component: 'rws/Task',
    componentName: 'Task',
    icon: 'schedule',
    permPrefix: 'rws:task',
    scope: 'RWS',
    roles: ALL,
  },
  {
    key: 'rwsMessages',
    cornerMark: 'unreadMessages',
    parent: null,
    name: '消息',
    menuType: '1',
    url: '/isps/userAnnouncement',
    component: 'system/UserAnnouncementList',
    componentName: 'UserAnnouncementList',
    icon: 'bell',
    scope: 'RWS',
    roles: ALL,
  },
  {
    key: 'rwsFeedback',
    parent: null,
    name: '反馈',
    menuType: '1',
    url: '/system/feedback/my/List',
    component: 'system/FeedbackMyList',
    componentName: 'FeedbackMyList',
    icon: 'message',
    scope: 'RWS',
    roles: ALL,
  },
];

/** The menu component of a resource page the console draws from the declaration alone. */
export const RESOURCE_PAGE_PREFIX = 'resource/';

type DemoRole = MenuSeed['roles'][number];
const DEMO_ROLES: readonly DemoRole[] = ['admin', 'doctor', 'researcher'];
const isDemoRole = (role: string): role is DemoRole => (DEMO_ROLES as readonly string[]).includes(role);

/** The menu entry of a declared resource whose page is not one of the menus above. */
function declaredMenu(def: ResourceDef): MenuSeed | null {
  const menu = def.menu;
  if (!menu || MENUS.some((m) => m.url === menu.path)) return null;
  return {
    key: def.name,
    parent: menu.parent,
    name: menu.title ?? def.title,
    menuType: '1',
    url: menu.path,
    component: menu.component ?? `${RESOURCE_PAGE_PREFIX}${def.name}`,
    componentName: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}List`,
    icon: menu.icon ?? 'table',
    keepAlive: true,
    permPrefix: def.permission,
    scope: '',
    roles: ['admin', ...Object.keys(menu.grant ?? {}).filter(isDemoRole)],
  };
}

/**
 * Declared menus in the order of their resources' names, except that under one parent the entries declaring an
 * `order` take their places among themselves by it (运营管理: 积分规则, 积分明细, 积分排行, then 捐赠…).
 */
function inDeclaredOrder(defs: readonly ResourceDef[]): MenuSeed[] {
  const withMenu = defs.filter((d) => declaredMenu(d) !== null);
  const ordered = [...withMenu];
  const parents = new Set(withMenu.map((d) => d.menu!.parent));
  for (const parent of parents) {
    const slots = withMenu
      .map((d, i) => [d, i] as const)
      .filter(([d]) => d.menu!.parent === parent && d.menu!.order !== undefined);
    const sorted = [...slots].sort(([a], [b]) => a.menu!.order! - b.menu!.order!);
    slots.forEach(([, i], k) => (ordered[i] = sorted[k]![0]));
  }
  return ordered.map((d) => declaredMenu(d)!);
}

MENUS.push(...inDeclaredOrder(Object.values(resources) as readonly ResourceDef[]));

/** Button codes the declarations grant each demo role (`menu.grant`) on resources without a menu above. */
const DECLARED_GRANTS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  DEMO_ROLES.map((role) => [
    role,
    new Set(
      Object.values(resources).flatMap((def) => {
        const d = def as ResourceDef;
        if (!d.menu || !MENUS.some((m) => m.key === d.name)) return [];
        return (d.menu.grant?.[role] ?? []).map((op) => permissionOf(d, op));
      }),
    ),
  ]),
);

/** Menu keys and permission prefixes of platform-level resources (`menu.platformOnly`: tenants). */
const PLATFORM_ONLY = Object.values(resources)
  .map((def) => def as ResourceDef)
  .filter((d) => d.menu?.platformOnly);

/** Whether a menu entry or button is the platform department's alone (never granted in another tenant). */
export function platformOnly(entry: { menuKey?: string; code?: string | null }): boolean {
  return PLATFORM_ONLY.some(
    (d) => entry.menuKey === d.name || (!!entry.code && entry.code.startsWith(`${d.permission}:`)),
  );
}

/** Whether a non-admin demo role holds a button code: the fixed rules below, or its resource's declared grant. */
export function roleHoldsButton(role: 'doctor' | 'researcher', code: string): boolean {
  return ROLE_BUTTONS[role].test(code) || (DECLARED_GRANTS.get(role)?.has(code) ?? false);
}

/** Button codes each non-admin role holds (admin holds every code). */
export const ROLE_BUTTONS: Record<'doctor' | 'researcher', RegExp> = {
  doctor:
    /^(chronic:patient:(list|add|edit|exportXls)|rws:(project|task):list|rws:subject:(list|add|edit)|system:feedback:(add|list)|operation:supplyOrder:(submit|item:(list|add|edit|delete)))$/,
  researcher:
    /^(rws:[a-z]+:[A-Za-z]+|chronic:patient:list|system:feedback:(add|list)|system:export:general)$/,
};

const ACTIONS: Record<string, string> = {
  list: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  importExcel: '导入',
  exportXls: '导出',
  release: '发布',
  revoke: '撤销',
  resume: '启动',
  pause: '暂停',
  execute: '执行一次',
  publish: '发布',
  unpublish: '取消发布',
  push: '推送',
  query: '查询',
  forceLogout: '强制下线',
  general: '通用导出',
  frozen: '冻结/解冻',
  resetPassword: '重置密码',
  auth: '授权',
  users: '用户',
  invite: '邀请注册',
  overview: '概览',
  audit: '认证审核',
  submit: '提交',
  approve: '审批',
  deliver: '配送',
  cancel: '取消',
  reject: '驳回',
  issue: '出库',
};

const SUBJECTS: Record<string, string> = {
  user: '用户',
  role: '角色',
  depart: '部门',
  dict: '字典',
  position: '职务',
  announcement: '公告',
  feedback: '反馈',
  patient: '患者',
  project: '项目',
  subject: '受试者',
  task: '任务',
  online: '在线用户',
  export: '数据',
  cgreport: '报表',
  permission: '菜单',
  tenant: '租户',
  quartzJob: '定时任务',
  dynform: '动态表单',
  dynformdata: '表单数据',
  dynformapply: '数据申请',
};

/** `system:user:add` → 用户新增; `chronic:patient:unmask` → 查看完整身份证号/手机号 (the masked fields' titles). */
export function describeCode(code: string): string {
  const [scope = '', subject = '', action = ''] = code.split(':');
  if (code === 'rws:dynformapply:audit') return '数据申请审核';
  // A resource without a short name here is named by its declaration's title (随访记录), never by its code.
  // A resource whose prefix has three parts (耗材订单明细, operation:supplyOrder:item) is named by its title.
  const nested = Object.values(resources).find(
    (d) => d.permission.split(':').length > 2 && code.startsWith(`${d.permission}:`),
  ) as ResourceDef | undefined;
  if (nested) {
    const op = code.slice(nested.permission.length + 1);
    return `${nested.title}${ACTIONS[op] ?? op}`;
  }
  const def = Object.values(resources).find((d) => d.permission === `${scope}:${subject}`) as
    ResourceDef | undefined;
  const name = SUBJECTS[subject] ?? def?.title ?? subject;
  if (action === 'unmask') {
    const titles = def?.fields.filter((f) => f.mask !== undefined).map((f) => f.title) ?? [];
    return `查看完整${titles.join('/') || name}`;
  }
  return `${name}${ACTIONS[action] ?? action}`;
}
