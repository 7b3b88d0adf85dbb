// The department resource (/sys/sysDepart): department admin over the identity table (soft delete, sort order).
import { defineResource } from './engine/types.js';

export const departResource = defineResource({
  name: 'depart',
  title: '部门信息',
  table: 'sys_depart',
  softDelete: true,
  absentColumns: ['createBy', 'updateBy', 'updateTime'],
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: [
    {
      name: 'departName',
      title: '部门名称',
      type: 'string',
      required: true,
      maxLength: 100,
      queryable: true,
      sortable: true,
    },
    {
      name: 'parentId',
      title: '上级部门',
      type: 'string',
      maxLength: 32,
      queryable: true,
      dictTable: { table: 'sys_depart', text: 'depart_name', code: 'id' },
    },
    {
      name: 'orgCode',
      title: '机构编码',
      type: 'string',
      required: true,
      maxLength: 64,
      queryable: true,
      sortable: true,
    },
    {
      name: 'deptCode',
      title: '部门编码',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 64,
      queryable: true,
    },
    { name: 'orgCategory', title: '机构类别', type: 'dict', dictCode: 'org_category', queryable: true },
    { name: 'sortNo', title: '排序', type: 'int', sortable: true },
    { name: 'description', title: '描述', type: 'string', maxLength: 255 },
  ],
});
