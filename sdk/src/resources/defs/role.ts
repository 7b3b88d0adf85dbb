// 角色信息 (/sys/role): the roles of a tenant; the role picker reads the same list.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'role',
  title: '角色',
  exportName: '角色信息',
  tag: 'role',
  base: '/sys/role',
  table: 'sys_role',
  permission: 'system:role',
  description: 'Roles of the tenant; the role picker reads the same list.',
  fields: [
    {
      name: 'roleName',
      title: '角色名称',
      type: 'string',
      required: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'roleCode',
      title: '角色编码',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 64,
      format: 'code',
      sortable: true,
      show: { query: true },
    },
    { name: 'description', title: '描述', type: 'string', maxLength: 255 },
  ],
  menu: { parent: 'system', path: '/system/role', title: '角色管理', icon: 'team' },
});
