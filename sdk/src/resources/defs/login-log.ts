// 登录日志 (/sys/log/login): every login attempt and logout of the tenant's users, written by the server, read-only.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'loginLog',
  title: '登录日志',
  tag: 'log',
  base: '/sys/log/login',
  table: 'sys_login_log',
  permission: 'system:loginLog',
  description:
    "Login attempts (successful or refused, with the reason) and logouts, written by the server in the user's tenant; never passwords or tokens. Read-only.",
  operations: ['list', 'queryById', 'exportXls'],
  defaultSort: { field: 'logTime', order: 'desc' },
  dictionaries: [
    {
      code: 'login_action',
      name: '登录操作',
      items: [
        { value: '1', text: '账号登录', color: 'blue' },
        { value: '2', text: '手机号登录', color: 'cyan' },
        { value: '3', text: '第三方登录', color: 'purple' },
        { value: '4', text: '退出登录' },
      ],
    },
    {
      code: 'log_result',
      name: '日志结果',
      items: [
        { value: '1', text: '成功', color: 'green' },
        { value: '0', text: '失败', color: 'red' },
      ],
    },
  ],
  fields: [
    {
      name: 'username',
      title: '登录账号',
      type: 'string',
      maxLength: 100,
      filter: 'like',
      sortable: true,
      show: { query: true },
    },
    {
      name: 'realname',
      title: '用户姓名',
      type: 'string',
      maxLength: 100,
      filter: 'like',
      show: { query: true },
    },
    {
      name: 'loginAction',
      title: '操作类型',
      type: 'string',
      dict: 'login_action',
      sortable: true,
      show: { query: true },
    },
    {
      name: 'result',
      title: '登录结果',
      type: 'string',
      dict: 'log_result',
      sortable: true,
      show: { query: true },
    },
    { name: 'reason', title: '失败原因', type: 'string', maxLength: 200, filter: 'like' },
    { name: 'ip', title: 'IP地址', type: 'string', maxLength: 64, filter: 'like', show: { query: true } },
    {
      name: 'userAgent',
      title: '浏览器',
      type: 'string',
      maxLength: 300,
      filter: 'like',
      show: { list: false },
    },
    {
      name: 'logTime',
      title: '登录时间',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      show: { query: true },
    },
  ],
  menu: { parent: 'system', path: '/system/log/login', title: '登录日志', icon: 'lock', order: 90 },
});
