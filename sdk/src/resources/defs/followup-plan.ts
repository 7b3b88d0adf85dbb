// 随访计划 (/chronic/followupPlan): how often the patients of a disease are followed up and what a visit records.
// A recorded visit schedules the next one this many days later (server/src/resources/visit-schedule.ts).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'followupPlan',
  title: '随访计划',
  tag: 'followupPlan',
  base: '/chronic/followupPlan',
  table: 'chronic_followup_plan',
  permission: 'chronic:followupPlan',
  description:
    'Follow-up plans per disease: the interval in days between visits and the items a visit records.',
  // no import: these rows are made in the console (the operation table ships in the first load)
  operations: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  defaultSort: { field: 'intervalDays', order: 'asc' },
  dictionaries: [
    {
      code: 'followup_item',
      name: '随访项目',
      items: [
        { value: 'bp', text: '血压' },
        { value: 'glucose', text: '血糖' },
        { value: 'medication', text: '用药调整' },
        { value: 'advice', text: '随访建议' },
      ],
    },
    {
      code: 'followup_plan_status',
      name: '随访计划状态',
      items: [
        { value: '1', text: '启用', color: '#52C41A' },
        { value: '0', text: '停用', color: '#8C8C8C' },
      ],
    },
  ],
  fields: [
    {
      name: 'name',
      title: '计划名称',
      type: 'string',
      required: true,
      maxLength: 50,
      unique: true,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'diseaseType',
      title: '病种',
      type: 'string',
      dict: 'disease_type',
      required: true,
      filter: 'eq',
      show: { query: true },
    },
    {
      name: 'intervalDays',
      title: '随访间隔(天)',
      type: 'int',
      required: true,
      min: 1,
      max: 365,
      sortable: true,
    },
    { name: 'items', title: '随访项目', type: 'string', dict: 'followup_item', multiple: true },
    {
      name: 'status',
      title: '状态',
      type: 'string',
      dict: 'followup_plan_status',
      enum: ['1', '0'],
      default: '1',
      show: { query: true },
    },
    { name: 'remark', title: '备注', type: 'string', maxLength: 200 },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/followupPlan/list',
    title: '随访计划',
    icon: 'profile',
    grant: { doctor: ['list', 'queryById'] },
  },
});
