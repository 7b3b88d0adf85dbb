import { describe, expect, it } from 'vitest';
import { buildMenuTree, flattenMenu, menuSearchAction, searchMenu } from './index.js';
import { serverMenu } from './menu-fixture.test-util.js';

const entries = flattenMenu(buildMenuTree(serverMenu));
const byKey = (key: string) => entries.find((e) => e.key === key)!;

describe('menu search (shell-spec 2.8)', () => {
  it('flattens visible pages only, with their title path', () => {
    expect(entries.map((e) => e.key)).toEqual([
      '/dashboard/analysis',
      '/patient/list',
      '/patient/abnormal',
      '/single',
      '/system/dict/item/:id',
      '/docs',
      '/report-frame',
    ]);
    expect(byKey('/system/dict/item/:id').titlePath).toEqual(['系统管理', '字典管理', '字典项']);
  });
  it('matches titles, parent titles and paths, ignoring case and blanks', () => {
    expect(searchMenu(entries, '患者').map((e) => e.key)).toEqual(['/patient/list', '/patient/abnormal']);
    expect(searchMenu(entries, '系统').map((e) => e.key)).toEqual(['/system/dict/item/:id']);
    expect(searchMenu(entries, 'DOCS').map((e) => e.key)).toEqual(['/docs']);
    expect(searchMenu(entries, '  ')).toEqual([]);
  });
  it('opens an external entry in a new tab', () => {
    expect(menuSearchAction(byKey('/docs').item)).toEqual({
      type: 'external',
      url: 'https://docs.example.com',
    });
  });
  it('pushes an iframe page as a route object', () => {
    expect(menuSearchAction(byKey('/report-frame').item)).toEqual({
      type: 'route',
      route: {
        name: 'report-frame',
        path: '/report-frame',
        meta: { title: '报表', url: 'https://bi.example.com/r/1' },
      },
    });
  });
  it('otherwise pushes the path', () => {
    expect(menuSearchAction(byKey('/patient/list').item)).toEqual({ type: 'path', path: '/patient/list' });
  });
});
