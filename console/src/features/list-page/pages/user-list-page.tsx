// 用户管理 (/system/user, menu component system/UserList) on the generic list page.
import type { SuperQueryFieldDef } from '@clinic/hooks';
import { listPageOf } from '../list-page';
import type { ListColumn, QueryField } from '../list-page-types';

const columns: ListColumn[] = [
  { key: 'username', title: '用户账号', sortable: true },
  { key: 'realname', title: '用户姓名', sortable: true },
  { key: 'sex', title: '性别', dict: true, sortable: true },
  { key: 'birthday', title: '生日', sortable: true },
  { key: 'phone', title: '手机号码' },
  { key: 'email', title: '电子邮件' },
  { key: 'status', title: '状态', dict: true },
  { key: 'createTime', title: '创建时间', sortable: true },
];

const queryFields: QueryField[] = [
  { kind: 'text', key: 'username', label: '用户账号' },
  { kind: 'text', key: 'realname', label: '用户姓名' },
  { kind: 'dict', key: 'sex', label: '性别', dictCode: 'sex' },
  { kind: 'dict', key: 'status', label: '状态', dictCode: 'user_status' },
];

const superQueryFields: SuperQueryFieldDef[] = [
  { value: 'username', text: '用户账号', type: 'string' },
  { value: 'realname', text: '用户姓名', type: 'string' },
  { value: 'sex', text: '性别', type: 'string', dictCode: 'sex' },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'phone', text: '手机号码', type: 'string' },
  { value: 'email', text: '电子邮件', type: 'string' },
  { value: 'status', text: '状态', type: 'string', dictCode: 'user_status' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
];

export default listPageOf({
  base: '/sys/user',
  columns,
  queryFields,
  superQueryFields,
  exportName: '用户信息',
});
