// 随访记录 (/chronic/followup): the follow-up visits of chronic-disease patients, each due on a date (待随访, 已逾期
// once the date passed) until it is recorded (已完成). Declared here and migrated in server/drizzle/0004_followup.sql;
// the patient reference, plan, status and dates in the follow-up visits migration. Recording a visit schedules the
// next one by its plan's interval and raises 患者异常 on a high blood pressure (server/src/resources/visit-schedule.ts).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'followup',
  title: '随访记录',
  tag: 'followup',
  base: '/chronic/followup',
  table: 'chronic_followup',
  permission: 'chronic:followup',
  description:
    'Follow-up visits of chronic-disease patients: due date and status (0 due, 2 overdue, 1 done), and once ' +
    'recorded the visit date, blood pressure, glucose, way of contact and advice.',
  defaultSort: { field: 'dueDate', order: 'desc' },
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
    {
      code: 'followup_status',
      name: '随访状态',
      items: [
        { value: '0', text: '待随访', color: '#1890FF' },
        { value: '2', text: '已逾期', color: '#F5222D' },
        { value: '1', text: '已完成', color: '#52C41A' },
      ],
    },
  ],
  fields: [
    {
      name: 'patientId',
      title: '患者',
      type: 'string',
      ref: 'patient',
      // a patient's visits are part of the patient's file: they go when the patient is deleted
      onRefDelete: 'cascade',
      required: true,
      filter: 'eq',
      show: { query: true },
    },
    {
      name: 'planId',
      title: '随访计划',
      type: 'string',
      ref: { resource: 'followupPlan', text: 'name' },
      filter: 'eq',
    },
    {
      name: 'planItems',
      title: '随访项目',
      type: 'string',
      dict: 'followup_item',
      multiple: true,
      virtual: true,
      show: { list: false, form: false, query: false, superQuery: false },
      exportable: false,
      description:
        "Computed on read: the items of the visit's plan (comma text); none without a plan. A recorded visit must hold the plan's blood pressure and glucose.",
    },
    {
      name: 'dueDate',
      title: '应随访日期',
      type: 'date',
      required: true,
      sortable: true,
      filter: 'range',
    },
    {
      name: 'status',
      title: '随访状态',
      type: 'string',
      dict: 'followup_status',
      readonly: true,
      sortable: true,
      filter: 'eq',
      show: { query: true },
      description:
        'Set by the server: 1 once the visit date is recorded, 2 when the due date passed before, else 0.',
    },
    {
      name: 'visitDate',
      title: '随访日期',
      type: 'date',
      sortable: true,
      filter: 'range',
      show: { query: true },
    },
    { name: 'way', title: '随访方式', type: 'string', dict: 'followup_way', show: { query: true } },
    { name: 'systolic', title: '收缩压(mmHg)', type: 'int', min: 40, max: 300 },
    { name: 'diastolic', title: '舒张压(mmHg)', type: 'int', min: 20, max: 200 },
    { name: 'glucose', title: '空腹血糖(mmol/L)', type: 'number', min: 0, max: 50, precision: 1 },
    { name: 'doctorId', title: '随访医生', type: 'string', ref: 'user' },
    {
      name: 'advice',
      title: '随访建议',
      type: 'text',
      maxLength: 500,
      // the advice doctors write most, with the values of this visit left to fill in
      templates: [
        {
          name: '血压控制良好',
          text: '血压{收缩压}/{舒张压}mmHg，控制良好，继续目前治疗方案，{复诊间隔}后复诊。',
        },
        {
          name: '血压控制欠佳',
          text: '血压{收缩压}/{舒张压}mmHg，控制欠佳，建议{调整方案}，低盐低脂饮食，{复诊间隔}后复诊。',
        },
        {
          name: '血糖随访',
          text: '空腹血糖{血糖值}mmol/L，{饮食运动建议}，{复查间隔}后复查。',
        },
      ],
    },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/followup/list',
    title: '随访记录',
    icon: 'schedule',
    component: 'chronic/FollowupList',
    grant: { doctor: ['list', 'queryById', 'add', 'edit', 'exportXls'] },
  },
});
