// 项目成员 (/api/rws/projectMember): who works in a research project and in which project role (项目负责人, 研究员,
// 研究医生, 数据管理员); members read the list, the project's managers add, change and remove members.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'projectMember',
  title: '项目成员',
  tag: 'projectMember',
  base: '/api/rws/projectMember',
  table: 'project_member',
  permission: 'rws:projectmember',
  description:
    'Members of a research project with their project role. Members read them; the project managers (项目负责人) add, change and remove them; the last manager stays.',
  operations: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch'],
  defaultSort: { field: 'createTime', order: 'asc' },
  fields: [
    {
      name: 'projectId',
      title: '所属项目',
      type: 'string',
      ref: 'project',
      required: true,
      description: 'The project (the caller must be a member; writing needs its manager).',
      show: { query: false, superQuery: false, form: 'add' },
    },
    {
      name: 'userId',
      title: '成员',
      type: 'string',
      ref: 'user',
      required: true,
      description: 'A user of the tenant; once per project.',
      show: { form: 'add' },
    },
    {
      name: 'role',
      title: '项目角色',
      type: 'string',
      dict: 'project_role',
      enum: ['admin', 'researcher', 'doctor', 'dataManager'],
      required: true,
      sortable: true,
    },
    {
      name: 'roleRight',
      title: '项目权限',
      type: 'string',
      readonly: true,
      filter: false,
      description: "Set from the role: '1' manages the project, '2' edits records, '3' reads.",
      show: { list: false, query: false, superQuery: false, form: false },
      exportable: false,
    },
  ],
  dictionaries: [
    {
      code: 'project_role',
      name: '项目角色',
      items: [
        { value: 'admin', text: '项目负责人' },
        { value: 'researcher', text: '研究员' },
        { value: 'doctor', text: '研究医生' },
        { value: 'dataManager', text: '数据管理员' },
      ],
    },
  ],
});
