// 捐赠项目 (/operation/donationProject): a donated drug (donor, quantity, period) that patients apply for. Its 库存
// starts at the donated quantity and only approved applications take from it (never below zero: a CHECK in
// the operations migration and a conditional UPDATE in the approval).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'donationProject',
  title: '捐赠项目',
  tag: 'donationProject',
  base: '/operation/donationProject',
  table: 'op_donation_project',
  permission: 'operation:donationProject',
  description:
    'Drug donation projects: the drug, donor, donated quantity, remaining stock (server-kept) and period.',
  defaultSort: { field: 'startDate', order: 'desc' },
  dictionaries: [
    {
      code: 'donation_project_status',
      name: '捐赠项目状态',
      items: [
        { value: '1', text: '进行中', color: 'green' },
        { value: '2', text: '已结束', color: 'default' },
      ],
    },
  ],
  fields: [
    {
      name: 'projectName',
      title: '项目名称',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 50,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'drugName',
      title: '药品名称',
      type: 'string',
      required: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
      popup: { code: 'drug_report', fields: { drugName: 'drugName', spec: 'spec' } },
    },
    { name: 'spec', title: '规格', type: 'string', maxLength: 50 },
    { name: 'donor', title: '捐赠方', type: 'string', required: true, maxLength: 100, show: { query: true } },
    {
      name: 'quantity',
      title: '捐赠数量',
      type: 'int',
      required: true,
      min: 1,
      max: 1000000,
      sortable: true,
      show: { form: 'add' },
      description: 'The donated quantity; set on add (the stock starts there), not changed afterwards.',
    },
    {
      name: 'stock',
      title: '剩余库存',
      type: 'int',
      readonly: true,
      sortable: true,
      filter: 'range',
      description: 'What is left: the quantity less the approved applications (never below zero).',
    },
    { name: 'startDate', title: '开始日期', type: 'date', required: true, sortable: true, filter: 'range' },
    { name: 'endDate', title: '结束日期', type: 'date', sortable: true },
    {
      name: 'status',
      title: '状态',
      type: 'string',
      dict: 'donation_project_status',
      enum: ['1', '2'],
      default: '1',
      required: true,
      show: { query: true },
    },
    { name: 'remark', title: '备注', type: 'string', maxLength: 200, show: { list: false } },
  ],
  menu: {
    parent: 'operation',
    order: 4,
    path: '/operation/donationProject/list',
    title: '捐赠项目',
    icon: 'gift',
    component: 'operation/DonationProjectList',
    grant: { doctor: ['list', 'queryById', 'exportXls'] },
  },
});
