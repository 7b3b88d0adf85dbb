// 体征记录 (/chronic/vitalSign): a patient's measured signs over time (blood pressure, fasting glucose, weight, heart
// rate). Declared here and migrated in server/drizzle/0025_vital_sign.sql.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'vitalSign',
  title: '体征记录',
  tag: 'vitalSign',
  base: '/chronic/vitalSign',
  table: 'chronic_vital_sign',
  permission: 'chronic:vitalSign',
  exportName: '体征记录',
  description: "A patient's measured vital signs: blood pressure, fasting glucose, weight and heart rate.",
  defaultSort: { field: 'measureTime', order: 'desc' },
  fields: [
    {
      name: 'patientId',
      title: '患者',
      type: 'string',
      // The named kind: the 新增/编辑 form searches the patient by name (a select would offer only the first 500
      // of a clinic's patients, with no way to type a name).
      ref: 'patient',
      // the measurements are part of the patient's file: they go when the patient is deleted
      onRefDelete: 'cascade',
      required: true,
      filter: 'eq',
      show: { query: true },
    },
    {
      name: 'measureTime',
      title: '测量时间',
      type: 'datetime',
      required: true,
      sortable: true,
      show: { query: true },
    },
    { name: 'systolic', title: '收缩压(mmHg)', type: 'int', min: 40, max: 300, sortable: true },
    { name: 'diastolic', title: '舒张压(mmHg)', type: 'int', min: 20, max: 200, sortable: true },
    {
      name: 'fastingGlucose',
      title: '空腹血糖(mmol/L)',
      type: 'number',
      min: 0,
      max: 50,
      precision: 1,
      sortable: true,
    },
    { name: 'weight', title: '体重(kg)', type: 'number', min: 0, max: 500, precision: 1, sortable: true },
    { name: 'heartRate', title: '心率(次/分)', type: 'int', min: 20, max: 250, sortable: true },
    { name: 'remark', title: '备注', type: 'string', maxLength: 200, show: { list: false } },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/vitalSign/list',
    title: '体征记录',
    icon: 'form',
    grant: {
      doctor: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
      researcher: ['list', 'queryById'],
    },
  },
});
