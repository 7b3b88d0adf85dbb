// 部门管理 (/system/depart, menu component system/DepartList) as a flat list on the generic list page.
import type { FormField } from '@clinic/hooks';
import { listPageOf } from '../list-page';

const departFields: FormField[] = [
  { name: 'departName', label: '部门名称', type: 'input', required: true, maxLength: 100 },
  { name: 'parentId', label: '上级部门', type: 'sel_depart', customReturnField: 'id' },
  { name: 'orgCode', label: '机构编码', type: 'input', required: true, maxLength: 64 },
  { name: 'deptCode', label: '部门编码', type: 'input', required: true, maxLength: 64 },
  { name: 'orgCategory', label: '机构类别', type: 'select', dictCode: 'org_category' },
  { name: 'sortNo', label: '排序', type: 'inputNumber', min: 0, precision: 0 },
  { name: 'description', label: '描述', type: 'input', maxLength: 255 },
];

/** Category and sort order are never null on the contract: an empty one is left out (unchanged on edit). */
function departBody(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => !((key === 'orgCategory' || key === 'sortNo') && (value === null || value === '')),
    ),
  );
}

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
  form: { title: '部门', fields: departFields, toBody: departBody },
});
