// 数据字典 (/sys/dict): dictionaries; global ones (tenant 0) are read by every tenant, a tenant's own replace them.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'dict',
  title: '字典',
  exportName: '数据字典',
  tag: 'dict',
  base: '/sys/dict',
  table: 'sys_dict',
  permission: 'system:dict',
  description: 'Dictionaries: global ones are read by every tenant, a tenant may define its own.',
  dictionaries: [
    {
      code: 'dict_value_type',
      name: '字典值类型',
      items: [
        { value: '0', text: '字符串' },
        { value: '1', text: '数字' },
      ],
    },
  ],
  fields: [
    {
      name: 'dictName',
      title: '字典名称',
      type: 'string',
      required: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'dictCode',
      title: '字典编码',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 64,
      format: 'code',
      sortable: true,
      show: { query: true },
    },
    { name: 'description', title: '描述', type: 'string', maxLength: 255 },
    {
      name: 'type',
      title: '字典类型',
      type: 'int',
      enum: [0, 1],
      dict: 'dict_value_type',
      default: 0,
      description: '0 string values, 1 number values.',
    },
    {
      name: 'source',
      title: '来源',
      type: 'string',
      dict: 'menu_source',
      virtual: true,
      show: { list: true },
      description: "platform: every tenant's dictionary, read-only to tenants; tenant: the tenant's own.",
    },
  ],
  menu: { parent: 'system', path: '/system/dict', title: '字典管理', icon: 'book' },
});
