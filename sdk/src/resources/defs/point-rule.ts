// 积分规则 (/operation/pointRule): what a patient's action is worth (完成随访 +10, 填写问卷 +5...); a ledger entry
// names its rule and takes its points. A rule with a 触发动作 is awarded by the server when the action happens
// (server/src/resources/point-award.ts); one without is entered by hand. Migrated in server/drizzle/*_operations.sql
// and *_point_rule_action.sql.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'pointRule',
  title: '积分规则',
  tag: 'pointRule',
  base: '/operation/pointRule',
  table: 'op_point_rule',
  permission: 'operation:pointRule',
  description: 'Point rules: an action of a patient and the points it earns (negative: a deduction).',
  defaultSort: { field: 'points', order: 'desc' },
  dictionaries: [
    {
      code: 'point_rule_status',
      name: '积分规则状态',
      items: [
        { value: '1', text: '启用', color: 'green' },
        { value: '0', text: '停用', color: 'default' },
      ],
    },
    {
      code: 'point_rule_action',
      name: '积分触发动作',
      items: [
        { value: 'visit', text: '完成随访' },
        { value: 'questionnaire', text: '填写问卷' },
      ],
    },
  ],
  fields: [
    {
      name: 'actionName',
      title: '积分行为',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 30,
      sortable: true,
      show: { query: true },
    },
    { name: 'points', title: '积分', type: 'int', required: true, min: -1000, max: 1000, sortable: true },
    {
      name: 'autoAction',
      title: '自动积分',
      type: 'string',
      dict: 'point_rule_action',
      enum: ['visit', 'questionnaire'],
      filter: 'eq',
      show: { query: true },
      placeholder: '不自动积分（手工录入）',
      description:
        "The patient's action that earns this rule's points automatically (visit: a follow-up visit recorded, questionnaire: a questionnaire filled); empty: entered by hand.",
    },
    {
      name: 'status',
      title: '状态',
      type: 'string',
      dict: 'point_rule_status',
      enum: ['1', '0'],
      default: '1',
      required: true,
      show: { query: true },
    },
    { name: 'description', title: '说明', type: 'string', maxLength: 200 },
  ],
  menu: {
    parent: 'operation',
    order: 1,
    path: '/operation/pointRule/list',
    title: '积分规则',
    icon: 'setting',
    grant: { doctor: ['list', 'queryById'] },
  },
});
