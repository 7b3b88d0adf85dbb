import { describe, expect, it } from 'vitest';
import type { PermissionEntry } from '@clinic/hooks';
import { findMenuEntry, menuTrail } from './resolve-menu-page';

const menu: PermissionEntry[] = [
  { path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } },
  {
    path: '/system',
    component: 'layouts/RouteView',
    meta: { title: '系统管理' },
    children: [
      { path: '/system/user', component: 'system/UserList', meta: { title: '用户管理' } },
      { path: '/system/user/:id', component: 'system/UserDetail', meta: { title: '用户详情' } },
    ],
  },
];

describe('findMenuEntry', () => {
  it('finds pages by exact path and by :param pattern, never a layout container', () => {
    expect(findMenuEntry(menu, '/system/user')?.component).toBe('system/UserList');
    expect(findMenuEntry(menu, '/system/user/42')?.component).toBe('system/UserDetail');
    expect(findMenuEntry(menu, '/system')).toBeNull();
    expect(findMenuEntry(menu, '/nowhere')).toBeNull();
  });

  it('treats layouts/IframePageView as a page (it frames meta.url), not as a container', () => {
    const framed: PermissionEntry[] = [
      {
        path: '/iframe/docs',
        component: 'layouts/IframePageView',
        meta: { title: '接口文档', url: '/docs/' },
      },
      { path: '/x', component: 'layouts/PageView', meta: { title: 'x' } },
    ];
    expect(findMenuEntry(framed, '/iframe/docs')?.meta?.url).toBe('/docs/');
    expect(findMenuEntry(framed, '/x')).toBeNull();
  });

  it('gives the trail of titles for the breadcrumb', () => {
    expect(menuTrail(menu, '/system/user').map((e) => e.meta?.title)).toEqual(['系统管理', '用户管理']);
  });
});
