// The research-project shell (shell-spec 2.6): its title, 60px icon sidebar and the header's project name rule.
export const RESEARCH_SIDEBAR_WIDTH = 60;
/** The research layout's title (shell-spec 1: "cloud medical record management platform"). */
export const RESEARCH_LAYOUT_TITLE = '云病历管理平台';
export const RESEARCH_APP_CODE = 'RWS-P-WEB';
export const PROJECT_NAME_MAX_CHARS = 8;

export interface ResearchSidebarItem {
  key: 'workbench' | 'project' | 'task' | 'message' | 'feedback';
  title: string;
  /** Where a click goes; the project item opens the hover list instead. */
  path: string | null;
  /** The message item shows the unread-count badge. */
  badge: 'unread' | null;
}

export const RESEARCH_SIDEBAR_ITEMS: readonly ResearchSidebarItem[] = [
  { key: 'workbench', title: '工作台', path: '/workbench', badge: null },
  { key: 'project', title: '项目', path: null, badge: null },
  { key: 'task', title: '任务', path: '/task', badge: null },
  { key: 'message', title: '消息', path: '/isps/userAnnouncement', badge: 'unread' },
  { key: 'feedback', title: '反馈', path: '/system/feedback/my/List', badge: null },
];

export interface HeaderProjectName {
  text: string;
  /** The full name, for a tooltip when the text was cut. */
  full: string;
  truncated: boolean;
}

/** Only RWS-P-WEB shows the project name, cut to 8 characters (code points, so no half emoji). */
export function headerProjectName(
  projectName: string | null | undefined,
  appCode: string | null | undefined,
): HeaderProjectName | null {
  if (appCode !== RESEARCH_APP_CODE || typeof projectName !== 'string' || projectName === '') return null;
  const chars = [...projectName];
  const truncated = chars.length > PROJECT_NAME_MAX_CHARS;
  return { text: chars.slice(0, PROJECT_NAME_MAX_CHARS).join(''), full: projectName, truncated };
}

/**
 * A project page's tab title: the page and its project as the header names it (受试者管理 - 高血压队列随访研…), so
 * the pages of several projects open side by side tell apart.
 */
export function projectPageTitle(pageTitle: string, project: HeaderProjectName): string {
  return `${pageTitle} - ${project.text}${project.truncated ? '…' : ''}`;
}

/** The research sidebar item that matches the current path (its active highlight). */
export function activeResearchItem(path: string): ResearchSidebarItem['key'] | null {
  const item = RESEARCH_SIDEBAR_ITEMS.find(
    (i) => i.path !== null && (path === i.path || path.startsWith(`${i.path}/`)),
  );
  if (item) return item.key;
  return path.startsWith('/medicalRecords') ? 'project' : null;
}
