// 积分规则 (/operation/pointRule): what a patient's action is worth (完成随访 +10, 填写问卷 +5...); a ledger entry
// names its rule and takes its points. Migrated in server/drizzle/*_operations.sql.
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
