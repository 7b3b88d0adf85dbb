// 研究项目 (/api/rws/project): the research projects of a tenant; creating one is addProject (members, menus).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'project',
  title: '研究项目',
  tag: 'project',
  base: '/api/rws/project',
  permission: 'rws:project',
  description: 'Research projects. Creating one goes through addProject, which makes the creator a member.',
  operations: ['list', 'queryById', 'edit', 'delete', 'deleteBatch', 'importExcel', 'exportXls'],
  fields: [
    {
      name: 'projectName',
      title: '项目名称',
      type: 'string',
      required: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'codeName',
      title: '项目简称',
      type: 'string',
      maxLength: 50,
      sortable: true,
      show: { query: true },
      description: 'Alias (short name).',
    },
    { name: 'startTime', title: '开始时间', type: 'datetime', sortable: true },
    { name: 'endTime', title: '结束时间', type: 'datetime', sortable: true },
    {
      name: 'targetQuantity',
      title: '目标数量',
      type: 'int',
      min: 0,
      max: 2147483647,
      sortable: true,
      description: 'Target number of subjects.',
    },
    { name: 'description', title: '项目描述', type: 'text', maxLength: 2000 },
  ],
});
