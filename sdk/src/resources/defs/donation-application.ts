// 捐赠申请 (/operation/donationApplication): a patient's application for a donation project's drug. It is 待审核 until
// approved (已通过, the quantity leaves the project's stock) or rejected (已驳回, with the reason); only 待审核 ones are
// edited or deleted. The approval and rejection are operations of the contract (openapi/paths/donation.yaml).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'donationApplication',
  title: '捐赠申请',
  tag: 'donationApplication',
  base: '/operation/donationApplication',
  table: 'op_donation_application',
  permission: 'operation:donationApplication',
  description:
    "A patient's application for a donation project's drug: pending, approved (taken from the stock) or rejected.",
  defaultSort: { field: 'createTime', order: 'desc' },
  operations: ['list', 'queryById', 'add', 'edit', 'delete', 'exportXls'],
  dictionaries: [
    {
      code: 'donation_apply_status',
      name: '捐赠申请状态',
      items: [
        { value: '0', text: '待审核', color: 'orange' },
        { value: '1', text: '已通过', color: 'green' },
        { value: '2', text: '已驳回', color: 'red' },
      ],
    },
  ],
  fields: [
    {
      name: 'patientId',
      title: '患者',
      type: 'string',
      // The named kind: the 新增 form searches the patient by name (a select offers only the first 500 patients).
      ref: 'patient',
      onRefDelete: 'cascade',
      required: true,
      filter: 'eq',
      show: { query: true },
    },
    {
      name: 'projectId',
      title: '捐赠项目',
      type: 'string',
      ref: { resource: 'donationProject', text: 'projectName', offer: { status: '1' } },
      onRefDelete: 'restrict',
      required: true,
      filter: 'eq',
      show: { query: true },
    },
    { name: 'quantity', title: '申请数量', type: 'int', required: true, min: 1, max: 10000, sortable: true },
    { name: 'reason', title: '申请理由', type: 'string', required: true, maxLength: 200 },
    {
      name: 'status',
      title: '审核状态',
      type: 'string',
      dict: 'donation_apply_status',
      readonly: true,
      sortable: true,
      show: { query: true },
    },
    { name: 'auditRemark', title: '审核意见', type: 'string', readonly: true, maxLength: 200 },
    { name: 'auditBy', title: '审核人', type: 'string', readonly: true, show: { list: false } },
    { name: 'auditTime', title: '审核时间', type: 'datetime', readonly: true, sortable: true },
  ],
  menu: {
    parent: 'operation',
    order: 5,
    path: '/operation/donationApplication/list',
    title: '捐赠申请',
    icon: 'audit',
    component: 'operation/DonationApplicationList',
    grant: { doctor: ['list', 'queryById', 'add', 'edit', 'exportXls'] },
  },
});
