// 部门管理 (/system/depart, menu component system/DepartList) as a flat list on the generic list page.
import { listPageOf } from '../list-page';

export default listPageOf({
  base: '/sys/sysDepart',
  columns: [
    { key: 'departName', title: '部门名称', sortable: true },
    { key: 'orgCode', title: '机构编码', sortable: true },
    { key: 'deptCode', title: '部门编码' },
    { key: 'orgCategory', title: '机构类别', dict: true },
    { key: 'sortNo', title: '排序', sortable: true },
    { key: 'description', title: '描述' },
  ],
  queryFields: [
    { kind: 'text', key: 'departName', label: '部门名称' },
    { kind: 'dict', key: 'orgCategory', label: '机构类别', dictCode: 'org_category' },
  ],
  superQueryFields: [
    { value: 'departName', text: '部门名称', type: 'string' },
    { value: 'orgCode', text: '机构编码', type: 'string' },
    { value: 'deptCode', text: '部门编码', type: 'string' },
    { value: 'orgCategory', text: '机构类别', type: 'string', dictCode: 'org_category' },
  ],
  exportName: '部门信息',
});
