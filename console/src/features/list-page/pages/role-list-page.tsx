// 角色管理 (/system/role, menu component system/RoleList) on the generic list page.
import { listPageOf } from '../list-page';
import { nameCodeForm } from './name-code-form';

export default listPageOf({
  base: '/sys/role',
  columns: [
    { key: 'roleName', title: '角色名称', sortable: true },
    { key: 'roleCode', title: '角色编码', sortable: true },
    { key: 'description', title: '描述' },
    { key: 'createTime', title: '创建时间', sortable: true },
  ],
  queryFields: [
    { kind: 'text', key: 'roleName', label: '角色名称' },
    { kind: 'text', key: 'roleCode', label: '角色编码' },
  ],
  superQueryFields: [
    { value: 'roleName', text: '角色名称', type: 'string' },
    { value: 'roleCode', text: '角色编码', type: 'string' },
    { value: 'createTime', text: '创建时间', type: 'datetime' },
  ],
  exportName: '角色信息',
  form: nameCodeForm('角色', { key: 'roleName', label: '角色名称' }, { key: 'roleCode', label: '角色编码' }),
});
