import { describe, expect, it } from 'vitest';
import { createMenuModel } from './index.js';
import { serverMenu } from './menu-fixture.test-util.js';

describe('MenuModel', () => {
  it('selects the route and opens its submenus', () => {
    const model = createMenuModel();
    model.setMenu(serverMenu);
    model.syncLocation({ path: '/patient/list' });
    expect(model.getSnapshot()).toMatchObject({ selectedKeys: ['/patient/list'], openKeys: ['/patient'] });
  });
  it('applies the accordion to open-change events', () => {
    const model = createMenuModel();
    model.setMenu(serverMenu);
    model.setOpenKeys(['/patient']);
    model.setOpenKeys(['/patient', '/system']);
    expect(model.getSnapshot().openKeys).toEqual(['/system']);
  });
  it('does not apply the accordion to a horizontal menu', () => {
    const model = createMenuModel({ horizontal: true });
    model.setMenu(serverMenu);
    model.syncLocation({ path: '/patient/list' });
    expect(model.getSnapshot().openKeys).toEqual([]);
    model.setOpenKeys(['/patient', '/system']);
    expect(model.getSnapshot().openKeys).toEqual(['/patient', '/system']);
  });
  it('remembers open keys while collapsed and restores them', () => {
    const model = createMenuModel();
    model.setMenu(serverMenu);
    model.syncLocation({ path: '/patient/list' });
    model.setCollapsed(true);
    expect(model.getSnapshot().openKeys).toEqual([]);
    model.setOpenKeys(['/system']);
    expect(model.getSnapshot().openKeys).toEqual([]);
    model.setCollapsed(false);
    expect(model.getSnapshot().openKeys).toEqual(['/patient']);
  });
  it('a route change while collapsed updates the keys restored on expand', () => {
    const model = createMenuModel({ collapsed: true });
    model.setMenu(serverMenu);
    model.syncLocation({
      path: '/system/dict/item/3',
      fullPath: '/system/dict/item/3',
      routePath: '/system/dict/item/:id',
    });
    expect(model.getSnapshot()).toMatchObject({ selectedKeys: ['/system/dict/item/3'], openKeys: [] });
    model.setCollapsed(false);
    expect(model.getSnapshot().openKeys).toEqual(['/system', '/system/dict']);
  });
});
