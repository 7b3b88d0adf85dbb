// 访视计划 (/api/rws/projectVisit): the visits of a research project in order, each with its day after enrolment, its
// window (窗口期 −N/+N days) and the CRF forms (动态表单) filled at it; enrolling a subject schedules them.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'projectVisit',
  title: '访视',
  tag: 'projectVisit',
  base: '/api/rws/projectVisit',
  table: 'rws_project_visit',
  permission: 'rws:projectvisit',
  description:
    'The visit plan of a research project: visits in order with the day after enrolment, the window and the dynamic forms filled at each. Members read it; its managers write it. Names are unique within a project.',
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
    { name: 'name', title: '访视名称', type: 'string', required: true, maxLength: 50, sortable: true },
    { name: 'sortNo', title: '顺序', type: 'int', min: 0, max: 9999, default: 0, sortable: true },
    {
      name: 'dayOffset',
      title: '入组后天数',
      type: 'int',
      min: 0,
      max: 3650,
      default: 0,
      sortable: true,
      description: 'Days after the enrolment date the visit is due (0: the enrolment day).',
    },
    {
      name: 'windowBefore',
      title: '窗口期（前）',
      type: 'int',
      min: 0,
      max: 365,
      default: 0,
      description: 'Days before the due date the visit may take place.',
    },
    {
      name: 'windowAfter',
      title: '窗口期（后）',
      type: 'int',
      min: 0,
      max: 365,
      default: 0,
      description: 'Days after the due date the visit may take place.',
    },
    {
      name: 'formIds',
      title: 'CRF 表单',
      type: 'string',
      required: true,
      maxLength: 2000,
      filter: false,
      description:
        'Comma-joined ids of the dynamic forms (动态表单) of the tenant filled at this visit, in order.',
      show: { list: false, query: false, superQuery: false },
      exportable: false,
      importable: false,
    },
    {
      name: 'formNames',
      title: 'CRF 表单',
      type: 'string',
      virtual: true,
      description: 'The names of formIds, in the same order, joined by 、 (read only).',
      show: { query: false, superQuery: false, form: false },
    },
  ],
});
