import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { bindTabsToRouter, createTabsModel, fullPathOf } from './index.js';

describe('bindTabsToRouter', () => {
  it('opens a tab per visited page keyed by full path and skips pages without a tab', () => {
    const router = createMemoryRouterAdapter('/patient/list?status=1');
    const model = createTabsModel({ multiTab: true });
    const titles: Record<string, string> = { '/patient/list': '患者列表', '/task': '任务' };
    const stop = bindTabsToRouter(model, router, (path) =>
      titles[path] ? { name: path.slice(1), meta: { title: titles[path] } } : null,
    );
    router.navigate('/user/login');
    router.navigate('/task');
    expect(model.getSnapshot().tabs.map((t) => t.fullPath)).toEqual([
      '/dashboard/analysis',
      '/patient/list?status=1',
      '/task',
    ]);
    expect(model.getSnapshot().activeKey).toBe('/task');
    stop();
    router.navigate('/patient/list');
    expect(model.getSnapshot().tabs).toHaveLength(3);
  });
  it('builds full paths with encoded queries', () => {
    expect(fullPathOf('/a', {})).toBe('/a');
    expect(fullPathOf('/a', { q: '中 文', x: '1' })).toBe('/a?q=%E4%B8%AD+%E6%96%87&x=1');
  });
});
