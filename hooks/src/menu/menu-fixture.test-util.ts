// A server-shaped permission menu shared by the menu tests.
import type { PermissionEntry } from '../permission/permission-types.js';

export const serverMenu: PermissionEntry[] = [
  { path: '/dashboard/analysis', name: 'dashboard-analysis', meta: { title: '首页', icon: 'home' } },
  {
    path: '/patient',
    name: 'patient',
    meta: { title: '患者管理', icon: 'team' },
    children: [
      { path: '/patient/list', name: 'patient-list', meta: { title: '患者列表', cornerMarkUrl: '/badge/a' } },
      {
        path: '/patient/abnormal',
        name: 'patient-abnormal',
        meta: { title: '异常患者' },
        cornerMarkUrl: '/badge/b',
      },
      { path: '/patient/secret', name: 'secret', hidden: true, meta: { title: '隐藏页' } },
    ],
  },
  {
    path: '/empty',
    name: 'empty',
    meta: { title: '全部隐藏' },
    children: [{ path: '/empty/x', hidden: true, meta: { title: 'x' } }],
  },
  {
    path: '/single',
    name: 'single',
    alwaysShow: true,
    meta: { title: '总是单项' },
    children: [{ path: '/single/child', meta: { title: '子页' } }],
  },
  {
    path: '/system',
    name: 'system',
    meta: { title: '系统管理' },
    children: [
      {
        path: '/system/dict',
        name: 'system-dict',
        meta: { title: '字典管理' },
        children: [{ path: '/system/dict/item/:id', name: 'dict-item', meta: { title: '字典项' } }],
      },
      { path: '/system/btn', type: '2', meta: { title: '按钮' } },
    ],
  },
  {
    path: '/docs',
    name: 'docs',
    meta: { title: '帮助文档', url: 'https://docs.example.com', internalOrExternal: true },
  },
  { path: '/report-frame', name: 'report-frame', meta: { title: '报表', url: 'https://bi.example.com/r/1' } },
  { path: '/hidden-top', hidden: true, meta: { title: '顶层隐藏' } },
];
