// Demo identity data: tenants, users, hospital departments, roles and the menus of both consoles (docs/wiring.md "Demo logins").

export const DEMO_PASSWORD = 'Clinic@2026';

export const TENANTS = [
  { id: '1000', name: '健康服务中心' },
  { id: '1423892807230000001', name: '第二医院' },
  { id: '2000', name: '仁和医院' },
] as const;

export interface DemoUser {
  id: string;
  username: string;
  realname: string;
  phone: string;
  sex: 1 | 2;
  identifyFlag: boolean;
  /** First tenant is the default one. */
  tenants: string[];
  /** role code per tenant */
  role: 'admin' | 'doctor' | 'researcher';
  /** department codes (in the default tenant) */
  departs: string[];
}

export const USERS: DemoUser[] = [
  {
    id: '1000000000000000001',
    username: 'admin',
    realname: '管理员',
    phone: '13800138000',
    sex: 1,
    identifyFlag: false,
    tenants: ['1000', '1423892807230000001'],
    role: 'admin',
    departs: ['A01', 'C01'],
  },
  {
    id: '1000000000000000002',
    username: 'doctor',
    realname: '王医生',
    phone: '13800138001',
    sex: 1,
    identifyFlag: false,
    tenants: ['1000'],
    role: 'doctor',
    departs: ['A01A01', 'A01A02', 'A01A03'],
  },
  {
    id: '1000000000000000003',
    username: 'researcher',
    realname: '李研究员',
    phone: '13800138002',
    sex: 2,
    identifyFlag: true,
    tenants: ['1000'],
    role: 'researcher',
    departs: ['A01A04'],
  },
  {
    id: '1000000000000000004',
    username: 'tenant2admin',
    realname: '赵管理员',
    phone: '13900139000',
    sex: 1,
    identifyFlag: false,
    tenants: ['2000'],
    role: 'admin',
    departs: ['B01'],
  },
  {
    id: '1000000000000000005',
    username: 'nurse',
    realname: '陈护士',
    phone: '13800138003',
    sex: 2,
    identifyFlag: false,
    tenants: ['1000'],
    role: 'doctor',
    departs: ['A01A03'],
  },
  {
    id: '1000000000000000006',
    username: 'second_doctor',
    realname: '周医生',
    phone: '13800138004',
    sex: 1,
    identifyFlag: false,
    tenants: ['1423892807230000001'],
    role: 'doctor',
    departs: ['C01A01'],
  },
  {
    id: '1000000000000000007',
    username: 'renhe_doctor',
    realname: '孙医生',
    phone: '13900139001',
    sex: 2,
    identifyFlag: false,
    tenants: ['2000'],
    role: 'doctor',
    departs: ['B01A01'],
  },
];

/** [tenantId, deptCode, name, parent deptCode | null] */
export const DEPARTMENTS: Array<[string, string, string, string | null]> = [
  ['1000', 'A01', '健康服务中心', null],
  ['1000', 'A01A01', '内分泌科', 'A01'],
  ['1000', 'A01A02', '心内科', 'A01'],
  ['1000', 'A01A03', '慢病管理中心', 'A01'],
  ['1000', 'A01A04', '临床研究部', 'A01'],
  ['1000', 'A01A05', '信息科', 'A01'],
  ['1000', 'A01A03A01', '糖尿病随访组', 'A01A03'],
  ['1000', 'A01A03A02', '高血压随访组', 'A01A03'],
  ['1423892807230000001', 'C01', '第二医院', null],
  ['1423892807230000001', 'C01A01', '全科医学科', 'C01'],
  ['1423892807230000001', 'C01A02', '肾内科', 'C01'],
  ['2000', 'B01', '仁和医院', null],
  ['2000', 'B01A01', '内分泌科', 'B01'],
  ['2000', 'B01A02', '老年病科', 'B01'],
];

export const ROLES = [
  { code: 'admin', name: '管理员', description: '拥有全部菜单与按钮权限' },
  { code: 'doctor', name: '医生', description: '患者管理、随访与项目参与' },
  { code: 'researcher', name: '研究员', description: '科研项目与受试者管理' },
] as const;

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

/** Button codes each non-admin role holds (admin holds every code). */
export const ROLE_BUTTONS: Record<'doctor' | 'researcher', RegExp> = {
  doctor:
    /^(chronic:patient:(list|add|edit|exportXls)|rws:(project|task):list|rws:subject:(list|add|edit)|system:feedback:(add|list))$/,
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
  query: '查询',
  forceLogout: '强制下线',
  general: '通用导出',
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
};

/** `system:user:add` → 用户新增 */
export function describeCode(code: string): string {
  const [, subject = '', action = ''] = code.split(':');
  return `${SUBJECTS[subject] ?? subject}${ACTIONS[action] ?? action}`;
}
