// 耗材订单 (/operation/supplyOrder): an order of supplies with its lines (耗材订单明细, an editable table). Its status
// only moves forward: 草稿 → 已提交 → 已审批 → 已配送, or 已取消 from 草稿/已提交 (operations of
// openapi/paths/supply.yaml); only a 草稿 is edited or deleted, and delivery adds its lines to 耗材库存.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'supplyOrder',
  title: '耗材订单',
  tag: 'supplyOrder',
  base: '/operation/supplyOrder',
  table: 'op_supply_order',
  permission: 'operation:supplyOrder',
  description:
    'Supply orders: draft, submitted, approved, delivered (adds to the stock) or cancelled; lines in supplyOrderItem.',
  defaultSort: { field: 'orderDate', order: 'desc' },
  operations: ['list', 'queryById', 'add', 'edit', 'delete', 'exportXls'],
  dictionaries: [
    {
      code: 'supply_order_status',
      name: '耗材订单状态',
      items: [
        { value: '0', text: '草稿', color: 'default' },
        { value: '1', text: '已提交', color: 'blue' },
        { value: '2', text: '已审批', color: 'orange' },
        { value: '3', text: '已配送', color: 'green' },
        { value: '9', text: '已取消', color: 'red' },
      ],
    },
  ],
  fields: [
    {
      name: 'orderNo',
      title: '订单编号',
      type: 'string',
      readonly: true,
      sortable: true,
      filter: 'like',
      show: { query: true },
      description: 'Given by the server on add (DH + date + sequence).',
    },
    {
      name: 'supplier',
      title: '供应商',
      type: 'string',
      required: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'orderDate',
      title: '订购日期',
      type: 'date',
      required: true,
      sortable: true,
      filter: 'range',
      show: { query: true },
    },
    {
      name: 'status',
      title: '订单状态',
      type: 'string',
      dict: 'supply_order_status',
      readonly: true,
      sortable: true,
      show: { query: true },
    },
    { name: 'remark', title: '备注', type: 'string', maxLength: 200 },
    { name: 'submitTime', title: '提交时间', type: 'datetime', readonly: true, show: { list: false } },
    { name: 'approveBy', title: '审批人', type: 'string', readonly: true, show: { list: false } },
    { name: 'approveTime', title: '审批时间', type: 'datetime', readonly: true, show: { list: false } },
    { name: 'deliverTime', title: '配送时间', type: 'datetime', readonly: true, sortable: true },
  ],
  menu: {
    parent: 'operation',
    order: 7,
    path: '/operation/supplyOrder/list',
    title: '耗材订单',
    icon: 'shopping-cart',
    component: 'operation/SupplyOrderList',
    grant: { doctor: ['list', 'queryById', 'add', 'edit', 'exportXls'] },
  },
});
