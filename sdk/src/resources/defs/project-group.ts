// 项目分组 (/api/rws/projectGroup): the study groups of a research project (试验组, 对照组); a subject is enrolled into one.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'projectGroup',
  title: '项目分组',
  tag: 'projectGroup',
  base: '/api/rws/projectGroup',
  table: 'rws_project_group',
  permission: 'rws:projectgroup',
  description:
    'Study groups of a research project. Members of the project read them; its managers (项目负责人) write them. Names are unique within a project.',
  operations: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: [
    {
      name: 'projectId',
      title: '所属项目',
      type: 'string',
      ref: 'project',
      required: true,
      description: 'The project (the caller must be a member; writing needs its manager).',
      show: { query: false, superQuery: false, form: false },
    },
    { name: 'name', title: '分组名称', type: 'string', required: true, maxLength: 50, sortable: true },
    { name: 'sortNo', title: '排序', type: 'int', min: 0, max: 9999, default: 0, sortable: true },
    { name: 'description', title: '分组说明', type: 'string', maxLength: 500 },
  ],
});
