// 预约管理 (/chronic/appointment): patients booked into the slots of 医生排班. No slot and no doctor's time holds two
// active bookings: partial unique indexes of the table (migration), not a check in code; 已取消 frees the slot.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'appointment',
  title: '预约',
  exportName: '预约记录',
  tag: 'appointment',
  base: '/chronic/appointment',
  table: 'chronic_appointment',
  permission: 'chronic:appointment',
  description:
    "Patients' bookings into the slots of doctors' schedules. A slot (doctor, date, start time) holds one booking that is not cancelled; cancelling (status 2 with a reason) frees it.",
  defaultSort: { field: 'apptDate', order: 'desc' },
  dictionaries: [
    {
      code: 'appointment_status',
      name: '预约状态',
      items: [
        { value: '1', text: '已预约', color: '#1890FF' },
        { value: '2', text: '已取消', color: '#8C8C8C' },
        { value: '3', text: '已就诊', color: '#52C41A' },
        { value: '4', text: '爽约', color: '#F5222D' },
      ],
    },
  ],
  fields: [
    {
      name: 'patientId',
      title: '患者',
      type: 'string',
      // The named kind: the 新增/编辑 form (and the calendar's booking) searches the patient by name (a select would
      // offer only the first 500 of a clinic's patients, with no way to type a name).
      ref: 'patient',
      required: true,
      show: { query: true },
      description: 'The booked patient (健康档案 lists a patient’s appointments by patientId).',
    },
    {
      name: 'doctorId',
      title: '预约医生',
      type: 'string',
      ref: { resource: 'user', text: 'realname', offer: { staffType: '1' } },
      required: true,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'apptDate',
      title: '预约日期',
      type: 'date',
      required: true,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'startTime',
      title: '开始时间',
      type: 'time',
      required: true,
      sortable: true,
      description: "A slot start of the doctor's schedule on apptDate.",
    },
    {
      name: 'endTime',
      title: '结束时间',
      type: 'time',
      readonly: true,
      description: 'Set by the server: the end of the booked slot.',
    },
    {
      name: 'status',
      title: '预约状态',
      type: 'string',
      dict: 'appointment_status',
      enum: ['1', '2', '3', '4'],
      required: true,
      default: '1',
      sortable: true,
      show: { query: true },
      description: 'Dictionary appointment_status: 1 已预约, 2 已取消 (frees the slot), 3 已就诊, 4 爽约.',
    },
    {
      name: 'cancelReason',
      title: '取消原因',
      type: 'string',
      maxLength: 200,
      showWhen: { field: 'status', in: ['2'], required: true },
    },
    {
      name: 'scheduleId',
      title: '所属排班',
      type: 'string',
      readonly: true,
      filter: 'eq',
      show: { list: false, superQuery: false },
      description: 'Set by the server: the doctorSchedule whose slot is booked.',
    },
    { name: 'remark', title: '备注', type: 'string', maxLength: 200, filter: false },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/appointment/list',
    title: '预约管理',
    icon: 'solution',
    grant: { doctor: ['list', 'queryById', 'add', 'edit', 'exportXls'] },
  },
});
