// 患者列表 (/chronic/patient/list, menu component chronic/PatientList) on the generic list page.
import type { FormField, SuperQueryFieldDef } from '@clinic/hooks';
import { listPageOf } from '../list-page';
import type { ListColumn, QueryField } from '../list-page-types';

const columns: ListColumn[] = [
  { key: 'name', title: '姓名', sortable: true },
  { key: 'sex', title: '性别', dict: true, sortable: true },
  { key: 'birthday', title: '出生日期', sortable: true },
  { key: 'idCard', title: '身份证号' },
  { key: 'phone', title: '手机号' },
  { key: 'diseaseType', title: '病种', dict: true },
  { key: 'status', title: '管理状态', dict: true, sortable: true },
  { key: 'createTime', title: '创建时间', sortable: true },
];

const queryFields: QueryField[] = [
  { kind: 'text', key: 'name', label: '姓名' },
  { kind: 'dict', key: 'sex', label: '性别', dictCode: 'sex' },
  { kind: 'dict', key: 'status', label: '管理状态', dictCode: 'patient_status' },
  { kind: 'text', key: 'phone', label: '手机号' },
  { kind: 'dateRange', key: 'birthday', label: '出生日期' },
];

const superQueryFields: SuperQueryFieldDef[] = [
  { value: 'name', text: '姓名', type: 'string' },
  { value: 'sex', text: '性别', type: 'string', dictCode: 'sex' },
  { value: 'birthday', text: '出生日期', type: 'date' },
  { value: 'idCard', text: '身份证号', type: 'string' },
  { value: 'phone', text: '手机号', type: 'string' },
  { value: 'diseaseType', text: '病种', type: 'list_multi', dictCode: 'disease_type' },
  { value: 'status', text: '管理状态', type: 'string', dictCode: 'patient_status' },
  { value: 'age', text: '年龄', type: 'int' },
  { value: 'lastVisit', text: '最近随访', type: 'datetime' },
  { value: 'deptId', text: '管理部门', type: 'sel_depart' },
  { value: 'doctorId', text: '责任医生', type: 'sel_user' },
  { value: 'areaCode', text: '所在地区', type: 'pca' },
  { value: 'address', text: '住址', type: 'string' },
];

const formFields: FormField[] = [
  { name: 'name', label: '姓名', type: 'input', required: true, maxLength: 50 },
  { name: 'sex', label: '性别', type: 'radio', dictCode: 'sex' },
  { name: 'birthday', label: '出生日期', type: 'date' },
  { name: 'idCard', label: '身份证号', type: 'input', rules: ['idCard'] },
  { name: 'phone', label: '手机号', type: 'input', rules: ['mobile'] },
  { name: 'status', label: '管理状态', type: 'select', dictCode: 'patient_status' },
  { name: 'diseaseType', label: '病种', type: 'list_multi', dictCode: 'disease_type' },
  { name: 'age', label: '年龄', type: 'inputNumber', min: 0, max: 150, precision: 0 },
  { name: 'height', label: '身高(cm)', type: 'inputNumber', min: 0, max: 300, precision: 0 },
  { name: 'weight', label: '体重(kg)', type: 'inputNumber', min: 0, max: 500, precision: 0 },
  { name: 'address', label: '住址', type: 'input', maxLength: 200 },
  { name: 'deptId', label: '管理部门', type: 'sel_depart' },
  { name: 'doctorId', label: '责任医生', type: 'sel_user', customReturnField: 'id' },
  { name: 'remark', label: '备注', type: 'input_pop', maxLength: 500 },
];

export default listPageOf({
  base: '/chronic/patient',
  columns,
  queryFields,
  superQueryFields,
  exportName: '患者列表',
  bizCode: 'patient',
  form: { title: '患者档案', fields: formFields },
});
