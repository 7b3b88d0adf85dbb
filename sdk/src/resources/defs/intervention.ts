// 干预记录 (/chronic/intervention): what a doctor did about a patient (a call, a clinic visit, a medication change)
// and its outcome; recorded from a 患者异常 row it marks that event 已干预 (server/src/resources/intervention.ts).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'intervention',
  title: '干预记录',
  tag: 'intervention',
  base: '/chronic/intervention',
  table: 'chronic_intervention',
  permission: 'chronic:intervention',
  description:
    'Disease interventions: patient, way, content, outcome and date, optionally answering an abnormal event.',
  // no import: these rows are made in the console (the operation table ships in the first load)
  operations: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  defaultSort: { field: 'interveneDate', order: 'desc' },
  dictionaries: [
    {
      code: 'intervention_way',
      name: '干预方式',
      items: [
        { value: '1', text: '电话干预' },
        { value: '2', text: '门诊干预' },
        { value: '3', text: '上门干预' },
        { value: '4', text: '用药调整' },
        { value: '5', text: '健康教育' },
      ],
    },
    {
      code: 'intervention_outcome',
      name: '干预结果',
      items: [
        { value: '1', text: '好转' },
        { value: '2', text: '稳定' },
        { value: '3', text: '无改善' },
        { value: '4', text: '已转诊' },
      ],
    },
  ],
  fields: [
    {
      name: 'patientId',
      title: '患者',
      type: 'string',
      ref: 'patient',
      onRefDelete: 'cascade',
      required: true,
      filter: 'eq',
      show: { query: true },
    },
    {
      name: 'abnormalId',
      title: '异常事件',
      type: 'string',
      ref: { resource: 'patientAbnormal', text: 'reason' },
      filter: 'eq',
      // chosen by 干预 on a 患者异常 row, which opens this form with the event and its patient filled
      show: { list: false, form: 'add' },
    },
    {
      name: 'way',
      title: '干预方式',
      type: 'string',
      dict: 'intervention_way',
      required: true,
      show: { query: true },
    },
    { name: 'content', title: '干预内容', type: 'text', required: true, maxLength: 500 },
    {
      name: 'outcome',
      title: '干预结果',
      type: 'string',
      dict: 'intervention_outcome',
      show: { query: true },
    },
    {
      name: 'interveneDate',
      title: '干预日期',
      type: 'date',
      required: true,
      sortable: true,
      filter: 'range',
    },
    { name: 'doctorId', title: '干预医生', type: 'string', ref: 'user' },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/intervention/list',
    title: '干预记录',
    icon: 'medicine-box',
    grant: { doctor: ['list', 'queryById', 'add', 'edit', 'exportXls'] },
  },
});
