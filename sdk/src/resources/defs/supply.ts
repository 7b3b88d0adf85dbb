// 耗材库存 (/operation/supply): the clinic's supplies (code, name, spec, unit) and their stock. The stock is the
// server's: a delivered 耗材订单 adds its quantities, 出库 takes from it, and it never goes below zero (a CHECK in
// the operations migration and a conditional UPDATE in the same transaction).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'supply',
  title: '耗材',
  exportName: '耗材库存',
  tag: 'supply',
  base: '/operation/supply',
  table: 'op_supply',
  permission: 'operation:supply',
  description: 'Supplies with their stock (server-kept: deliveries add, issues take, never below zero).',
  defaultSort: { field: 'code', order: 'asc' },
  dictionaries: [
    {
      code: 'supply_unit',
      name: '耗材单位',
      items: [
        { value: '个', text: '个' },
        { value: '盒', text: '盒' },
        { value: '包', text: '包' },
        { value: '支', text: '支' },
        { value: '瓶', text: '瓶' },
        { value: '卷', text: '卷' },
        { value: '台', text: '台' },
      ],
    },
  ],
  fields: [
    {
      name: 'code',
      title: '耗材编码',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 30,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'name',
      title: '耗材名称',
      type: 'string',
      required: true,
      maxLength: 50,
      sortable: true,
      show: { query: true },
    },
    { name: 'spec', title: '规格', type: 'string', maxLength: 50 },
    { name: 'unit', title: '单位', type: 'string', dict: 'supply_unit', required: true },
    {
      name: 'stock',
      title: '库存',
      type: 'int',
      readonly: true,
      sortable: true,
      filter: 'range',
      description: 'Server-kept: delivered orders add, 出库 takes; never below zero.',
    },
    { name: 'warnStock', title: '预警库存', type: 'int', min: 0, max: 1000000 },
    { name: 'remark', title: '备注', type: 'string', maxLength: 200, show: { list: false } },
  ],
  menu: {
    parent: 'operation',
    order: 6,
    path: '/operation/supply/list',
    title: '耗材库存',
    icon: 'database',
    component: 'operation/SupplyList',
    grant: { doctor: ['list', 'queryById', 'exportXls'] },
  },
});
