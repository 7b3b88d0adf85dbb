import { describe, expect, it, vi } from 'vitest';
import {
  RESEARCH_SIDEBAR_ITEMS,
  RESEARCH_SIDEBAR_WIDTH,
  activeResearchItem,
  breadcrumbFrom,
  createKeepAliveModel,
  createLayoutModel,
  deviceFromWidth,
  headerProjectName,
  projectPageTitle,
  screenFromWidth,
  showPageHeader,
} from './index.js';

describe('device breakpoints (shell-spec 2.6)', () => {
  it.each([
    [375, 'xs', 'mobile'],
    [767.99, 'xs', 'mobile'],
    [768, 'md', 'mobile'],
    [1087.99, 'md', 'mobile'],
    [1088, 'lg', 'desktop'],
    [1920, 'lg', 'desktop'],
  ] as const)('%s px is %s / %s', (width, screen, device) => {
    expect(screenFromWidth(width)).toBe(screen);
    expect(deviceFromWidth(width)).toBe(device);
  });
  it('treats an unknown width as desktop (the default device)', () => {
    expect(deviceFromWidth(Number.NaN)).toBe('desktop');
  });
});

describe('LayoutModel', () => {
  it('closes the sidebar on mobile and restores the desktop choice on the way back', () => {
    const onSidebarChange = vi.fn();
    const model = createLayoutModel({ width: 1400, sidebarOpen: true, onSidebarChange });
    expect(model.getSnapshot()).toEqual({ device: 'desktop', screen: 'lg', sidebarOpen: true });
    model.setWidth(375);
    expect(model.getSnapshot()).toEqual({ device: 'mobile', screen: 'xs', sidebarOpen: false });
    model.toggleSidebar();
    expect(model.getSnapshot().sidebarOpen).toBe(true);
    expect(onSidebarChange).not.toHaveBeenCalled();
    model.setWidth(900);
    expect(model.getSnapshot()).toEqual({ device: 'mobile', screen: 'md', sidebarOpen: true });
    model.setWidth(1400);
    expect(model.getSnapshot().sidebarOpen).toBe(true);
    model.toggleSidebar();
    expect(onSidebarChange).toHaveBeenCalledWith(false);
  });
  it('starts closed on a narrow screen whatever was persisted', () => {
    expect(createLayoutModel({ width: 500, sidebarOpen: true }).getSnapshot().sidebarOpen).toBe(false);
  });
});

describe('research-project shell', () => {
  it('has the five 60px sidebar items in order, with the unread badge on 消息', () => {
    expect(RESEARCH_SIDEBAR_WIDTH).toBe(60);
    expect(RESEARCH_SIDEBAR_ITEMS.map((i) => i.title)).toEqual(['工作台', '项目', '任务', '消息', '反馈']);
    expect(RESEARCH_SIDEBAR_ITEMS.find((i) => i.badge === 'unread')?.title).toBe('消息');
  });
  it('highlights the item of the current path', () => {
    expect(activeResearchItem('/workbench')).toBe('workbench');
    expect(activeResearchItem('/system/feedback/my/List')).toBe('feedback');
    expect(activeResearchItem('/medicalRecords/list')).toBe('project');
    expect(activeResearchItem('/elsewhere')).toBeNull();
  });
  it('cuts the project name to 8 characters, for RWS-P-WEB only', () => {
    expect(headerProjectName('慢性肾病随访研究项目二期', 'RWS-P-WEB')).toEqual({
      text: '慢性肾病随访研究',
      full: '慢性肾病随访研究项目二期',
      truncated: true,
    });
    expect(headerProjectName('短名', 'RWS-P-WEB')).toEqual({ text: '短名', full: '短名', truncated: false });
    expect(headerProjectName('慢性肾病随访研究项目二期', 'RWS-O-WEB')).toBeNull();
    expect(headerProjectName('', 'RWS-P-WEB')).toBeNull();
    expect(headerProjectName('😀😀😀😀😀😀😀😀😀', 'RWS-P-WEB')!.text).toBe('😀😀😀😀😀😀😀😀');
  });
  it('names a project page’s tab after the page and the project as the header shows it', () => {
    const long = headerProjectName('慢性肾病随访研究项目二期', 'RWS-P-WEB')!;
    expect(projectPageTitle('受试者管理', long)).toBe('受试者管理 - 慢性肾病随访研究…');
    const short = headerProjectName('短名', 'RWS-P-WEB')!;
    expect(projectPageTitle('任务', short)).toBe('任务 - 短名');
  });
});

describe('breadcrumb', () => {
  it('starts at home and follows the matched routes with titles', () => {
    expect(
      breadcrumbFrom([
        { path: '/', title: null },
        { path: '/patient', title: '患者管理' },
        { path: '/patient/list', title: '患者列表' },
      ]),
    ).toEqual([
      { path: '/dashboard/analysis', title: '首页' },
      { path: '/patient', title: '患者管理' },
      { path: '/patient/list', title: '患者列表' },
    ]);
  });
  it('does not repeat home and uses the given home title', () => {
    expect(breadcrumbFrom([{ path: '/dashboard/analysis', title: '分析页' }], '统计分析')).toEqual([
      { path: '/dashboard/analysis', title: '统计分析' },
    ]);
  });
  it('hides the page header when the route meta says so', () => {
    expect(showPageHeader([{ path: '/a', title: 'A' }])).toBe(true);
    expect(showPageHeader([{ path: '/a', title: 'A', hideHeader: true }])).toBe(false);
    expect(showPageHeader([])).toBe(true);
  });
});

describe('KeepAliveModel', () => {
  it('keeps pages whose meta asks, once each, and clears on logout', () => {
    const model = createKeepAliveModel();
    model.visit({ componentName: 'PatientList', keepAlive: true });
    model.visit({ componentName: 'PatientList', keepAlive: true });
    model.visit({ name: 'dict-list', keepAlive: true });
    model.visit({ componentName: 'Other', keepAlive: false });
    expect(model.getSnapshot()).toEqual(['PatientList', 'dict-list']);
    model.drop('dict-list');
    expect(model.getSnapshot()).toEqual(['PatientList']);
    const cleanups: (() => void)[] = [];
    model.bindLogout((cleanup) => (cleanups.push(cleanup), () => undefined));
    cleanups.forEach((c) => c());
    expect(model.getSnapshot()).toEqual([]);
  });
});
