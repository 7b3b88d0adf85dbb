// 字典项 (/sys/dictItem): the items of one dictionary (value, text, colour, order, enabled).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'dictItem',
  title: '字典项',
  tag: 'dict',
  base: '/sys/dictItem',
  table: 'sys_dict_item',
  permission: 'system:dict',
  description: 'Items of a dictionary.',
  defaultSort: { field: 'sortOrder', order: 'asc' },
  fields: [
    {
      name: 'dictId',
      title: '字典',
      type: 'string',
      required: true,
      ref: { resource: 'dict', text: 'dictName' },
      description: 'The dictionary the item belongs to.',
    },
    {
      name: 'itemText',
      title: '名称',
      type: 'string',
      required: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'itemValue',
      title: '数据值',
      type: 'string',
      required: true,
      maxLength: 64,
      sortable: true,
      show: { query: true },
    },
    { name: 'description', title: '描述', type: 'string', maxLength: 255 },
    { name: 'sortOrder', title: '排序', type: 'int', min: 0, default: 1, sortable: true },
    {
      name: 'status',
      title: '状态',
      type: 'int',
      dict: 'dict_item_status',
      enum: [0, 1],
      default: 1,
      show: { query: true },
      description: 'Dictionary dict_item_status: 1 enabled, 0 disabled.',
    },
    { name: 'itemColor', title: '颜色', type: 'string', maxLength: 32, format: 'color' },
  ],
});
