// The role resource (/sys/role): role picker and role admin.
import { defineResource } from './engine/types.js';

export const roleResource = defineResource({
  name: 'role',
  title: '角色信息',
  table: 'sys_role',
  absentColumns: ['createBy', 'updateBy', 'updateTime'],
  fields: [
    {
      name: 'roleName',
      title: '角色名称',
      type: 'string',
      required: true,
      maxLength: 100,
      queryable: true,
      sortable: true,
    },
    {
      name: 'roleCode',
      title: '角色编码',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 64,
      queryable: true,
      sortable: true,
    },
    { name: 'description', title: '描述', type: 'string', maxLength: 255 },
  ],
});
