// Titles of the file-routed pages that no server menu names (tabs, breadcrumbs, document title).

const TITLES: Readonly<Record<string, string>> = {
  '/workbench': '工作台',
  '/task': '任务',
  '/isps/userAnnouncement': '我的消息',
  '/system/feedback/my/List': '我的反馈',
  '/medicalRecords/list': '受试者管理',
  '/medicalRecords/groupSetting': '项目设置',
  '/chronic/diseaseIntervene/patientManage/patientAbnormal': '患者异常',
  '/demo/form': '控件示例',
};

/** Pages of one record (the id last): the page's name until it names the record (健康档案-张三), and the list page
 *  it is opened from, whose menu trail leads its breadcrumb. (Kept here rather than read from hooks/the registry so
 *  that the shell does not load them; page-titles.test checks both against their declarations.) */
const RECORD_PAGES: readonly { prefix: string; title: string; parent: string }[] = [
  { prefix: '/chronic/patient/healthFile/', title: '健康档案', parent: '/chronic/patient/list' },
];

/** The record page a path opens, if it is one. */
export function recordPageOf(path: string): { title: string; parent: string } | null {
  const page = RECORD_PAGES.find((r) => path.startsWith(r.prefix));
  return page ? { title: page.title, parent: page.parent } : null;
}

export function pageTitleFor(path: string): string {
  const record = recordPageOf(path);
  if (record) return record.title;
  return TITLES[path] ?? path.split('/').filter(Boolean).at(-1) ?? path;
}
