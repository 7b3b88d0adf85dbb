// 标签管理 (/sys/label): the tenant's labels that tag patients (患者档案 → 标签), each in a colour. 系统标签 are the
// tenant's, seen by everyone; a 用户标签 is its creator's own: no one else lists, reads, picks, edits or deletes it.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'label',
  title: '标签',
  exportName: '标签信息',
  tag: 'label',
  base: '/sys/label',
  table: 'sys_label',
  permission: 'system:label',
  description:
    "The tenant's labels (system labels, and user labels seen only by their creator), each with a colour. Patients carry them in labelIds.",
  defaultSort: { field: 'sortNo', order: 'asc' },
  dictionaries: [
    {
      code: 'label_type',
      name: '标签类型',
      items: [
        { value: '1', text: '系统标签', color: '#1890FF' },
        { value: '2', text: '用户标签', color: '#52C41A' },
      ],
    },
    {
      code: 'label_status',
      name: '标签状态',
      items: [
        { value: '1', text: '启用', color: '#52C41A' },
        { value: '0', text: '停用', color: '#8C8C8C' },
      ],
    },
  ],
  fields: [
    {
      name: 'name',
      title: '标签名称',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 20,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'color',
      title: '标签颜色',
      type: 'string',
      required: true,
      maxLength: 32,
      format: 'color',
      default: '#1890FF',
      description: 'A #RRGGBB colour the label is drawn in.',
    },
    {
      name: 'labelType',
      title: '标签类型',
      type: 'string',
      dict: 'label_type',
      enum: ['1', '2'],
      required: true,
      default: '1',
      sortable: true,
      show: { query: true },
      description:
        'Dictionary label_type: 1 system label (everyone sees it), 2 user label (only its creator sees it).',
    },
    { name: 'sortNo', title: '排序', type: 'int', min: 0, max: 9999, sortable: true, default: 0 },
    {
      name: 'status',
      title: '状态',
      type: 'string',
      dict: 'label_status',
      enum: ['1', '0'],
      required: true,
      default: '1',
      show: { query: true },
      description:
        'Dictionary label_status: 1 enabled (offered when tagging), 0 disabled (kept on patients, not offered).',
    },
    { name: 'description', title: '说明', type: 'text', maxLength: 200, show: { list: false } },
  ],
  menu: {
    parent: 'system',
    path: '/system/label',
    title: '标签管理',
    icon: 'tags',
    // Doctors tag their patients: they read the labels the patient form offers.
    grant: { doctor: ['list', 'queryById'] },
  },
});
