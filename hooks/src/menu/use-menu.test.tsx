import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModelState } from '../core/use-model-state.js';
import { createMenuBadgesModel, createMenuModel } from './index.js';
import { useMenuBadges } from './react.js';
import { serverMenu } from './menu-fixture.test-util.js';

describe('useModelState(menu) / useMenuBadges', () => {
  it('renders the tree and the badge counts of its items', async () => {
    const menu = createMenuModel();
    const badges = createMenuBadgesModel(async () => 7);
    const { result, unmount } = renderHook(() => ({
      menu: useModelState(menu),
      counts: useMenuBadges(badges, menu),
    }));
    expect(result.current.menu.items).toEqual([]);
    act(() => menu.setMenu(serverMenu));
    await waitFor(() => expect(result.current.counts).toEqual({ '/badge/a': 7, '/badge/b': 7 }));
    expect(result.current.menu.items.length).toBeGreaterThan(0);
    unmount();
  });
});
