// 耗材订单明细: the lines of one 耗材订单 (a supply chosen from 选择耗材, its quantity), edited together in the editable
// table of the order's 明细 and saved all or none; only while the order is a 草稿 (the server checks it).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'supplyOrderItem',
  title: '耗材订单明细',
  tag: 'supplyOrderItem',
  base: '/operation/supplyOrderItem',
  table: 'op_supply_order_item',
  permission: 'operation:supplyOrder:item',
  description:
    'The lines of a supply order: which supply (by its code) and how many; written only while a draft.',
  defaultSort: { field: 'orderNum', order: 'asc' },
  rowsOf: { parentField: 'orderId' },
  operations: ['list', 'queryById', 'add', 'edit', 'delete'],
  fields: [
    {
      name: 'orderId',
      title: '耗材订单',
      type: 'string',
      ref: { resource: 'supplyOrder', text: 'orderNo' },
      onRefDelete: 'cascade',
      required: true,
      filter: 'eq',
    },
    {
      name: 'supplyName',
      title: '耗材名称',
      type: 'string',
      required: true,
      maxLength: 50,
      popup: {
        code: 'supply_report',
        fields: { name: 'supplyName', code: 'supplyCode', spec: 'spec', unit: 'unit' },
      },
    },
    { name: 'supplyCode', title: '耗材编码', type: 'string', required: true, maxLength: 30 },
    { name: 'spec', title: '规格', type: 'string', maxLength: 50 },
    { name: 'unit', title: '单位', type: 'string', maxLength: 10 },
    { name: 'quantity', title: '数量', type: 'int', required: true, min: 1, max: 100000 },
    { name: 'remark', title: '备注', type: 'string', maxLength: 100 },
    {
      name: 'orderNum',
      title: '排序',
      type: 'int',
      min: 0,
      max: 100000,
      sortable: true,
      show: { list: false, form: false },
    },
  ],
});
