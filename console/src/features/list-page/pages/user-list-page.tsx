// 用户管理 (/system/user, menu component system/UserList) on the generic list page.
import type { FormField, SuperQueryFieldDef } from '@clinic/hooks';
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

/** The login name is fixed once created and the password is set only here; later changes go through 修改密码. */
const userFields = (mode: 'add' | 'edit'): FormField[] => [
  ...(mode === 'add'
    ? ([
        { name: 'username', label: '用户账号', type: 'input', required: true, rules: ['username'] },
        {
          name: 'password',
          label: '登录密码',
          type: 'input',
          required: true,
          secret: true,
          minLength: 8,
          maxLength: 64,
        },
      ] satisfies FormField[])
    : []),
  { name: 'realname', label: '用户姓名', type: 'input', required: true, maxLength: 100 },
  { name: 'sex', label: '性别', type: 'radio', dictCode: 'sex' },
  { name: 'birthday', label: '生日', type: 'date' },
  { name: 'phone', label: '手机号码', type: 'input', rules: ['mobile'] },
  { name: 'email', label: '电子邮件', type: 'input', rules: ['email'], maxLength: 255 },
  { name: 'status', label: '状态', type: 'select', dictCode: 'user_status', defaultValue: '1' },
];

/** The contract keeps sex and status as numbers; the form's dictionary controls hold text. */
function userBody(values: Record<string, unknown>): Record<string, unknown> {
  const number = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const status = number(values.status);
  const { status: _status, ...rest } = values;
  return { ...rest, sex: number(values.sex), ...(status === null ? {} : { status }) };
}

export default listPageOf({
  base: '/sys/user',
  columns,
  queryFields,
  superQueryFields,
  exportName: '用户信息',
  form: { title: '用户', fields: userFields, toBody: userBody },
});
