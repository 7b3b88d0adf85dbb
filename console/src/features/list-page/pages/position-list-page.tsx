// 职务管理 (/system/position, menu component system/PositionList) on the generic list page.
import { listPageOf } from '../list-page';

export default listPageOf({
  base: '/sys/position',
  columns: [
    { key: 'code', title: '职务编码', sortable: true },
    { key: 'name', title: '职务名称', sortable: true },
    { key: 'postRank', title: '职级', dict: true, sortable: true },
    { key: 'sortNo', title: '排序', sortable: true },
    { key: 'createTime', title: '创建时间', sortable: true },
  ],
  queryFields: [
    { kind: 'text', key: 'name', label: '职务名称' },
    { kind: 'dict', key: 'postRank', label: '职级', dictCode: 'position_rank' },
  ],
  superQueryFields: [
    { value: 'code', text: '职务编码', type: 'string' },
    { value: 'name', text: '职务名称', type: 'string' },
    { value: 'postRank', text: '职级', type: 'string', dictCode: 'position_rank' },
  ],
  exportName: '职务信息',
  form: {
    title: '职务',
    fields: [
      { name: 'code', label: '职务编码', type: 'input', required: true, maxLength: 64 },
      { name: 'name', label: '职务名称', type: 'input', required: true, maxLength: 100 },
      { name: 'postRank', label: '职级', type: 'select', dictCode: 'position_rank' },
      { name: 'sortNo', label: '排序', type: 'inputNumber', min: 0, precision: 0 },
    ],
  },
});
