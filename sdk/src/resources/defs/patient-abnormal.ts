// 患者异常 (/chronic/diseaseIntervene/patientManage/patientAbnormal, shell-spec 2.3): events that call for an
// intervention, raised by the server when a follow-up visit falls overdue or records a high blood pressure (each
// once, with a 患者异常 message to the responsible doctor), or entered by hand; 已干预 once an intervention names it.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'patientAbnormal',
  title: '患者异常',
  tag: 'patientAbnormal',
  base: '/chronic/patientAbnormal',
  table: 'chronic_patient_abnormal',
  permission: 'chronic:patientAbnormal',
  description:
    'Abnormal events of chronic-disease patients (an overdue follow-up, a high blood pressure): status 0 awaits ' +
    'an intervention, 1 once an intervention record names the event.',
  // no import: these rows are made in the console (the operation table ships in the first load)
  operations: ['list', 'queryById', 'add', 'edit', 'delete', 'exportXls'],
  defaultSort: { field: 'occurTime', order: 'desc' },
  dictionaries: [
    {
      code: 'abnormal_kind',
      name: '异常类型',
      items: [
        { value: '1', text: '随访逾期' },
        { value: '2', text: '血压异常' },
        { value: '9', text: '其他异常' },
      ],
    },
    {
      code: 'abnormal_status',
      name: '干预状态',
      items: [
        { value: '0', text: '待干预', color: '#F5222D' },
        { value: '1', text: '已干预', color: '#52C41A' },
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
      name: 'kind',
      title: '异常类型',
      type: 'string',
      dict: 'abnormal_kind',
      required: true,
      show: { query: true },
    },
    { name: 'reason', title: '异常原因', type: 'string', required: true, maxLength: 200 },
    {
      name: 'occurTime',
      title: '发生时间',
      type: 'datetime',
      required: true,
      sortable: true,
      filter: 'range',
    },
    {
      name: 'status',
      title: '干预状态',
      type: 'string',
      dict: 'abnormal_status',
      readonly: true,
      sortable: true,
      filter: 'eq',
      show: { query: true },
      description: 'Set by the server: 0 on raise, 1 once an intervention record names the event.',
    },
    { name: 'doctorId', title: '责任医生', type: 'string', ref: 'user' },
    {
      name: 'visitId',
      title: '随访记录',
      type: 'string',
      readonly: true,
      filter: 'eq',
      show: { list: false, query: false, superQuery: false, form: false },
      importable: false,
      exportable: false,
      description: 'The follow-up visit that raised the event (one event per visit and kind).',
    },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/diseaseIntervene/patientManage/patientAbnormal',
    title: '患者异常',
    icon: 'alert',
    component: 'chronic/PatientAbnormal',
    // researchers receive the abnormal-patient reminders too: they read the page those open
    grant: { doctor: ['list', 'queryById', 'add', 'edit', 'exportXls'], researcher: ['list', 'queryById'] },
  },
});
