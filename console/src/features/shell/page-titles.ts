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

/** Pages of one record (the id last): the page's name until it names the record (健康档案-张三). */
const RECORD_TITLES: readonly [prefix: string, title: string][] = [
  ['/chronic/patient/healthFile/', '健康档案'],
];

export function pageTitleFor(path: string): string {
  const record = RECORD_TITLES.find(([prefix]) => path.startsWith(prefix));
  if (record) return record[1];
  return TITLES[path] ?? path.split('/').filter(Boolean).at(-1) ?? path;
}
