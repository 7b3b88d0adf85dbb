import { describe, expect, it } from 'vitest';
import { createTabsModel, defaultMultiTab, showsTabStrip, type TabEntry } from './index.js';

const page = (fullPath: string, title = fullPath): TabEntry => ({
  fullPath,
  path: fullPath.split('?')[0]!,
  meta: { title },
});
const keys = (model: ReturnType<typeof createTabsModel>) => model.getSnapshot().tabs.map((t) => t.fullPath);

function withPages(...paths: string[]) {
  const model = createTabsModel({ multiTab: true });
  model.open(page('/dashboard/analysis', '分析页'));
  for (const path of paths) model.open(page(path));
  return model;
}

describe('defaultMultiTab', () => {
  it('is on on desktop only and off in the dynamic-form variant', () => {
    expect(defaultMultiTab()).toBe(true);
    expect(defaultMultiTab({ device: 'desktop' })).toBe(true);
    expect(defaultMultiTab({ device: 'mobile' })).toBe(false);
    expect(defaultMultiTab({ device: 'desktop', dynamicForm: true })).toBe(false);
  });
});

describe('showsTabStrip', () => {
  it('hides the strip on mobile, keeps a strip of one on desktop in single-page mode', () => {
    expect(showsTabStrip({ device: 'mobile', multiTab: false })).toBe(false);
    expect(showsTabStrip({ device: 'desktop', multiTab: false })).toBe(true);
    expect(showsTabStrip({ device: 'desktop', multiTab: true })).toBe(true);
  });
});

describe('TabsModel open', () => {
  it('starts with the home tab titled by the home rule and keys tabs by full path', () => {
    const model = createTabsModel({ multiTab: true, homeTitle: '工作台' });
    model.open(page('/patient/list?status=1'));
    model.open(page('/patient/list?status=2'));
    expect(keys(model)).toEqual(['/dashboard/analysis', '/patient/list?status=1', '/patient/list?status=2']);
    expect(model.getSnapshot().tabs[0]!.meta.title).toBe('工作台');
    expect(model.getSnapshot().activeKey).toBe('/patient/list?status=2');
  });
  it('replaces the entry of an already open page and keeps its meta', () => {
    const model = withPages('/a', '/b');
    model.open({ fullPath: '/a', path: '/a', name: 'a-renamed', meta: { title: 'changed' } });
    const a = model.getSnapshot().tabs[1]!;
    expect(keys(model)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(a).toEqual({ fullPath: '/a', path: '/a', name: 'a-renamed', meta: { title: '/a' } });
    expect(model.getSnapshot().activeKey).toBe('/a');
  });
  it('keeps the home title on the home tab whatever the route meta says', () => {
    const model = withPages();
    expect(model.getSnapshot().tabs[0]!.meta.title).toBe('首页');
    model.setHomeTitle('统计分析');
    expect(model.getSnapshot().tabs[0]!.meta.title).toBe('统计分析');
  });
  it('renames the tabs of a path after what the page loaded, and keeps the name when the page is opened again', () => {
    const model = withPages('/chronic/patient/healthFile/7', '/b');
    model.setTitle('/chronic/patient/healthFile/7', '健康档案-张三');
    model.open(page('/chronic/patient/healthFile/7', '健康档案'));
    const titles = model.getSnapshot().tabs.map((t) => t.meta.title);
    expect(titles).toEqual(['首页', '健康档案-张三', '/b']);
  });
  it('a path with its query names that page alone: one project’s 受试者管理, not the other’s', () => {
    const model = withPages('/medicalRecords/list?projectId=1&pageNo=2', '/medicalRecords/list?projectId=2');
    model.setTitle('/medicalRecords/list?projectId=1', '受试者管理 - 高血压队列随访研');
    const titles = model.getSnapshot().tabs.map((t) => t.meta.title);
    expect(titles).toEqual(['首页', '受试者管理 - 高血压队列随访研', '/medicalRecords/list?projectId=2']);
  });
});

describe('TabsModel close', () => {
  it('refuses the home page with 首页不能关闭!', () => {
    const model = withPages('/a');
    expect(model.close('/dashboard/analysis')).toEqual({ warning: '首页不能关闭!' });
    expect(keys(model)).toEqual(['/dashboard/analysis', '/a']);
  });
  it('refuses the last remaining page with 这是最后一页，不能再关闭了啦', () => {
    // Home can never be closed, so the last page is a non-home page alone (multi-tab off).
    const lone = createTabsModel({ multiTab: false });
    lone.open(page('/a'));
    expect(lone.close('/a')).toEqual({ warning: '这是最后一页，不能再关闭了啦' });
    expect(keys(lone)).toEqual(['/a']);
  });
  it('closes a last report page silently and lands on home', () => {
    const model = createTabsModel({ multiTab: false });
    model.open(page('/online/cgreport/123'));
    expect(model.close('/online/cgreport/123')).toEqual({ navigateTo: '/dashboard/analysis' });
    expect(keys(model)).toEqual(['/dashboard/analysis']);
  });
  it('closing an inactive tab stays where the user is', () => {
    const model = withPages('/a', '/b');
    expect(model.close('/a')).toEqual({});
    expect(keys(model)).toEqual(['/dashboard/analysis', '/b']);
    expect(model.getSnapshot().activeKey).toBe('/b');
  });
  it('closing the active tab goes to its right neighbour, else the left one', () => {
    const model = withPages('/a', '/b', '/c');
    model.open(page('/b'));
    expect(model.close('/b')).toEqual({ navigateTo: '/c' });
    expect(model.close('/c')).toEqual({ navigateTo: '/a' });
    expect(model.getSnapshot().activeKey).toBe('/a');
  });
  it('ignores an unknown key', () => {
    expect(withPages('/a').close('/zzz')).toEqual({});
  });
});

describe('TabsModel context menu', () => {
  it('close left keeps home, the pivot and everything right of it', () => {
    const model = withPages('/a', '/b', '/c');
    expect(model.closeLeft('/b')).toEqual({});
    expect(keys(model)).toEqual(['/dashboard/analysis', '/b', '/c']);
  });
  it('close right goes to the pivot when the active page was closed', () => {
    const model = withPages('/a', '/b', '/c');
    expect(model.closeRight('/a')).toEqual({ navigateTo: '/a' });
    expect(keys(model)).toEqual(['/dashboard/analysis', '/a']);
  });
  it('close others keeps home and the pivot', () => {
    const model = withPages('/a', '/b', '/c');
    model.closeOthers('/b');
    expect(keys(model)).toEqual(['/dashboard/analysis', '/b']);
    expect(model.getSnapshot().activeKey).toBe('/b');
  });
  it('refresh bumps the refresh key and goes to the page', () => {
    const model = withPages('/a', '/b');
    expect(model.refresh('/b')).toEqual({});
    expect(model.refresh('/b')).toEqual({});
    expect(model.refresh('/a')).toEqual({ navigateTo: '/a' });
    expect(model.getSnapshot().refreshKeys).toEqual({ '/b': 2, '/a': 1 });
    expect(model.refresh('/nope')).toEqual({});
  });
});

describe('TabsModel multi-tab switch', () => {
  it('turning multi-tab off keeps only the current page, and new pages replace it', () => {
    const model = withPages('/a', '/b');
    model.open(page('/a'));
    model.setMultiTab(false);
    expect(keys(model)).toEqual(['/a']);
    model.open(page('/c'));
    expect(keys(model)).toEqual(['/c']);
  });
  it('turning it back on restores the home tab beside the current page', () => {
    const model = createTabsModel({ multiTab: false });
    model.open(page('/c'));
    model.setMultiTab(true);
    expect(keys(model)).toEqual(['/dashboard/analysis', '/c']);
  });
  it('reset goes back to the home tab alone', () => {
    const model = withPages('/a');
    model.reset();
    expect(keys(model)).toEqual(['/dashboard/analysis']);
    expect(model.getSnapshot().activeKey).toBeNull();
  });
});

describe('list state in the address', () => {
  it('keeps one tab per page while its list pages, sorts and filters, and follows the latest address', () => {
    const model = createTabsModel({ multiTab: true });
    model.open({
      fullPath: '/chronic/patient/list',
      path: '/chronic/patient/list',
      meta: { title: '患者列表' },
    });
    model.open({
      fullPath: '/chronic/patient/list?pageNo=2&q.name=王',
      path: '/chronic/patient/list',
      meta: { title: '患者列表' },
    });
    model.open({
      fullPath: '/chronic/patient/list?sub_pageNo=3&column=name&order=asc',
      path: '/chronic/patient/list',
      meta: { title: '患者列表' },
    });
    const { tabs, activeKey } = model.getSnapshot();
    expect(tabs.map((t) => t.fullPath)).toEqual([
      '/dashboard/analysis',
      '/chronic/patient/list?sub_pageNo=3&column=name&order=asc',
    ]);
    expect(activeKey).toBe('/chronic/patient/list?sub_pageNo=3&column=name&order=asc');
  });

  it('opens another tab for another project of the same page', () => {
    const model = createTabsModel({ multiTab: true });
    const meta = { title: '受试者管理' };
    model.open({ fullPath: '/medicalRecords/list?projectId=1', path: '/medicalRecords/list', meta });
    model.open({
      fullPath: '/medicalRecords/list?projectId=2&sub_pageNo=2',
      path: '/medicalRecords/list',
      meta,
    });
    expect(model.getSnapshot().tabs.map((t) => t.fullPath)).toEqual([
      '/dashboard/analysis',
      '/medicalRecords/list?projectId=1',
      '/medicalRecords/list?projectId=2&sub_pageNo=2',
    ]);
  });
});
