// 积分明细 (/operation/pointLedger): the points each patient earned, one entry per action. Append-only: an entry is
// never edited or deleted (no such operations); a correction is a new entry with negative points.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'pointLedger',
  title: '积分明细',
  tag: 'pointLedger',
  base: '/operation/pointLedger',
  table: 'op_point_ledger',
  permission: 'operation:pointLedger',
  description:
    "A patient's points, one append-only entry per action (a rule's points unless given); corrections are new entries.",
  defaultSort: { field: 'occurDate', order: 'desc' },
  operations: ['list', 'queryById', 'add', 'exportXls'],
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
      name: 'ruleId',
      title: '积分行为',
      type: 'string',
      ref: { resource: 'pointRule', text: 'actionName', offer: { status: '1' } },
      onRefDelete: 'restrict',
      filter: 'eq',
      show: { query: true },
    },
    {
      name: 'points',
      title: '积分',
      type: 'int',
      min: -1000,
      max: 1000,
      sortable: true,
      placeholder: '不填取积分行为的积分',
      description: "The points; empty: the rule's points.",
    },
    {
      name: 'occurDate',
      title: '发生日期',
      type: 'date',
      required: true,
      sortable: true,
      filter: 'range',
      show: { query: true },
    },
    { name: 'remark', title: '备注', type: 'string', maxLength: 200 },
  ],
  menu: {
    parent: 'operation',
    order: 2,
    path: '/operation/pointLedger/list',
    title: '积分明细',
    icon: 'profile',
    grant: { doctor: ['list', 'queryById', 'add', 'exportXls'] },
  },
});
