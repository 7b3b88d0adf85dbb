// 职务信息 (/sys/position): positions of a tenant; the position picker searches them by name.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'position',
  title: '职务',
  exportName: '职务信息',
  tag: 'position',
  base: '/sys/position',
  table: 'sys_position',
  permission: 'system:position',
  description: 'Positions of the tenant; the position picker searches them by name.',
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: [
    {
      name: 'code',
      title: '职务编码',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 64,
      format: 'code',
      sortable: true,
      show: { query: true },
    },
    {
      name: 'name',
      title: '职务名称',
      type: 'string',
      required: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'postRank',
      title: '职级',
      type: 'string',
      dict: 'position_rank',
      sortable: true,
      show: { query: true },
    },
    {
      name: 'rank',
      title: '职级',
      type: 'string',
      dict: 'position_rank',
      virtual: true,
      description: 'The rank again under the name the position picker shows (widgets-spec: rank_dictText).',
    },
    { name: 'sortNo', title: '排序', type: 'int', min: 0, sortable: true },
  ],
  menu: { parent: 'system', path: '/system/position', title: '职务管理', icon: 'idcard' },
});
