// 随访记录 (/chronic/followup): the follow-up visits of chronic-disease patients. Declared here and migrated in
// server/drizzle/0004_followup.sql, nothing else: the contract, server, menu, grants and console page derive from it.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'followup',
  title: '随访记录',
  tag: 'followup',
  base: '/chronic/followup',
  table: 'chronic_followup',
  permission: 'chronic:followup',
  description:
    'Follow-up visits of chronic-disease patients (blood pressure, way of contact, what was advised).',
  defaultSort: { field: 'visitDate', order: 'desc' },
  dictionaries: [
    {
      code: 'followup_way',
      name: '随访方式',
      items: [
        { value: '1', text: '门诊随访' },
        { value: '2', text: '电话随访' },
        { value: '3', text: '上门随访' },
      ],
    },
  ],
  fields: [
    {
      name: 'patientName',
      title: '患者姓名',
      type: 'string',
      required: true,
      maxLength: 50,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'visitDate',
      title: '随访日期',
      type: 'date',
      required: true,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'way',
      title: '随访方式',
      type: 'string',
      dict: 'followup_way',
      required: true,
      show: { query: true },
    },
    { name: 'systolic', title: '收缩压(mmHg)', type: 'int', min: 40, max: 300 },
    { name: 'diastolic', title: '舒张压(mmHg)', type: 'int', min: 20, max: 200 },
    { name: 'doctorId', title: '随访医生', type: 'string', ref: 'user' },
    { name: 'advice', title: '随访建议', type: 'text', maxLength: 500 },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/followup/list',
    title: '随访记录',
    icon: 'schedule',
    grant: { doctor: ['list', 'queryById', 'add', 'edit', 'exportXls'] },
  },
});
