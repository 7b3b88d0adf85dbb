import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createTabsModel } from './index.js';
import { useTabs } from './react.js';

describe('useTabs', () => {
  it('navigates after closing the active tab and reports warnings', () => {
    const model = createTabsModel({ multiTab: true });
    const router = createMemoryRouterAdapter('/a');
    model.open({ fullPath: '/a', path: '/a', meta: { title: 'A' } });
    const warnings: string[] = [];
    const { result } = renderHook(() => useTabs(model, { router, onWarning: (w) => warnings.push(w) }));
    expect(result.current.tabs).toHaveLength(2);
    act(() => result.current.close('/dashboard/analysis'));
    expect(warnings).toEqual(['首页不能关闭!']);
    act(() => result.current.close('/a'));
    expect(router.getPath()).toBe('/dashboard/analysis');
    expect(result.current.tabs.map((t) => t.fullPath)).toEqual(['/dashboard/analysis']);
  });
});
