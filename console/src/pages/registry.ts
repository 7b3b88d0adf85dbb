// Page registry: the component a server menu names (`component`, e.g. 'system/UserList') → its lazily loaded page.
// One line per entry; the loader answers a module whose `default` is the page component. A component
// `resource/<name>` (the menus the server seeds from resource declarations) is the generic page of that resource.
import type { ComponentType } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  'layouts/IframePageView': () =>
    import('../features/iframe/iframe-page').then((m) => ({ default: m.IframePage })),
  'dashboard/Analysis': () =>
    import('../features/dashboard/analysis-page').then((m) => ({ default: m.AnalysisPage })),
  'isps/UserAnnouncement': () =>
    import('../features/messages/messages-page').then((m) => ({ default: m.MessagesPage })),
  'medicalRecords/list': () =>
    import('../features/research/subject-list-page').then((m) => ({ default: m.SubjectListPage })),
  'medicalRecords/List': () =>
    import('../features/research/subject-list-page').then((m) => ({ default: m.SubjectListPage })),
  'medicalRecords/groupSetting': () =>
    import('../features/research/group-setting-page').then((m) => ({ default: m.GroupSettingPage })),
  'medicalRecords/GroupSetting': () =>
    import('../features/research/group-setting-page').then((m) => ({ default: m.GroupSettingPage })),
  'task/index': () => import('../features/research/task-page').then((m) => ({ default: m.TaskPage })),
  'rws/Task': () => import('../features/research/task-page').then((m) => ({ default: m.TaskPage })),
  'rws/Workbench': () =>
    import('../features/research/workbench-page').then((m) => ({ default: m.WorkbenchPage })),
  'system/FeedbackMyList': () =>
    import('../features/research/feedback-page').then((m) => ({ default: m.FeedbackPage })),
  'chronic/PatientAbnormal': () =>
    import('../features/intervene/patient-abnormal-page').then((m) => ({ default: m.PatientAbnormalPage })),
  'chronic/FollowupList': () =>
    import('../features/visits/visit-list-page').then((m) => ({ default: m.VisitListPage })),
  'chronic/PatientList': () => import('../features/list-page/pages/patient-list-page'),
  'system/UserList': () => import('../features/list-page/pages/user-list-page'),
  'system/RoleList': () => import('../features/list-page/pages/role-list-page'),
  'system/PositionList': () => import('../features/list-page/pages/position-list-page'),
  'system/DepartList': () =>
    import('../features/depart/depart-tree-page').then((m) => ({ default: m.DepartTreePage })),
  'system/OrganizationList': () =>
    import('../features/resource-tree/organization-tree-page').then((m) => ({
      default: m.OrganizationTreePage,
    })),
  'system/DoctorList': () => import('../features/list-page/pages/doctor-list-page'),
  'system/StaffList': () => import('../features/list-page/pages/staff-list-page'),
  'system/DictList': () => import('../features/list-page/pages/dict-list-page'),
  'system/AnnouncementList': () => import('../features/list-page/pages/announcement-list-page'),
  'system/FeedbackList': () => import('../features/list-page/pages/feedback-list-page'),
  'dynamicForm/FormList': () =>
    import('../features/dynamic-form/form-list-page').then((m) => ({ default: m.DynFormListPage })),
  'dynamicForm/DataList': () =>
    import('../features/dynamic-form/data-list-page').then((m) => ({ default: m.DynDataListPage })),
  'system/PermissionList': () => import('../features/list-page/pages/permission-list-page'),
  // 租户管理 keeps the component its declaration gives it (resource/tenant) and adds 成员 to each row.
  'resource/tenant': () => import('../features/list-page/pages/tenant-list-page'),
  // 体征记录 keeps its declaration's component too (existing installations' menus name it), with fitted columns.
  'resource/vitalSign': () => import('../features/list-page/pages/vital-sign-list-page'),
  'system/QuartzJobList': () => import('../features/list-page/pages/quartz-job-list-page'),
  'chronic/AppointmentCalendar': () =>
    import('../features/appointment/appointment-calendar-page').then((m) => ({
      default: m.AppointmentCalendarPage,
    })),
  'chronic/QuestionnaireList': () => import('../features/list-page/pages/questionnaire-list-page'),
  'chronic/QuestionnaireResultList': () =>
    import('../features/list-page/pages/questionnaire-result-list-page'),
  'chronic/HealthArticleList': () => import('../features/list-page/pages/health-article-list-page'),
  'operation/SupplyOrderList': () => import('../features/list-page/pages/supply-order-list-page'),
  'operation/SupplyList': () => import('../features/list-page/pages/supply-list-page'),
  // 积分规则 and 积分明细 keep their declarations' components too, with their own cells and columns.
  'resource/pointRule': () => import('../features/list-page/pages/point-rule-list-page'),
  'resource/pointLedger': () => import('../features/list-page/pages/point-ledger-list-page'),
  'operation/PointRankingList': () => import('../features/list-page/pages/point-ranking-list-page'),
  'operation/DonationProjectList': () => import('../features/list-page/pages/donation-project-list-page'),
  'operation/DonationApplicationList': () =>
    import('../features/list-page/pages/donation-application-list-page'),
  'demo/FormDemo': () => import('../features/demo/demo-form-page').then((m) => ({ default: m.DemoFormPage })),
};

/** Menu components of declared resources: `resource/patient` → the generic list page of `patient`. */
export const RESOURCE_PAGE_PREFIX = 'resource/';

/** The loader of a menu component: a registered page, else a declared resource's generic page. */
export function pageLoaderFor(name: string): PageLoader | undefined {
  if (Object.prototype.hasOwnProperty.call(pageRegistry, name)) return pageRegistry[name];
  if (!name.startsWith(RESOURCE_PAGE_PREFIX)) return undefined;
  const resource = name.slice(RESOURCE_PAGE_PREFIX.length);
  return () =>
    import('../features/list-page/pages/resource-page').then((m) => ({
      default: m.resourcePageOf(resource),
    }));
}
