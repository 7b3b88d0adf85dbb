// The demo form's schema: every field type of widgets-spec §9, stored as a patient record (extras kept in remark).
import type { EditableColumn, FormField } from '@clinic/hooks';

export const DEMO_FORM_FIELDS: FormField[] = [
  { name: 'name', label: '姓名', type: 'input', required: true, maxLength: 50 },
  { name: 'idCard', label: '身份证号', type: 'normal', rules: ['idCard'] },
  { name: 'phone', label: '手机号', type: 'input', rules: ['mobile'] },
  { name: 'sex', label: '性别', type: 'radio', dictCode: 'sex', required: true },
  { name: 'birthday', label: '出生日期', type: 'date' },
  { name: 'lastVisit', label: '最近随访', type: 'datetime' },
  { name: 'visitClock', label: '随访时刻', type: 'time' },
  { name: 'age', label: '年龄', type: 'inputNumber', min: 0, max: 150, precision: 0 },
  { name: 'status', label: '管理状态', type: 'select', dictCode: 'patient_status', required: true },
  { name: 'diseaseType', label: '病种', type: 'list_multi', dictCode: 'disease_type', minItems: 1 },
  {
    name: 'symptoms',
    label: '症状',
    type: 'checkbox',
    maxItems: 3,
    options: [
      { value: '1', label: '头晕' },
      { value: '2', label: '头痛' },
      { value: '3', label: '乏力' },
      { value: '99', label: '其他' },
    ],
  },
  { name: 'priority', label: '随访优先级', type: 'sel_search', dictCode: 'priority' },
  { name: 'mainDisease', label: '主要病种', type: 'sel_search_async', dictCode: 'disease_type' },
  { name: 'followUp', label: '需要随访', type: 'checkbox_meta', switchOptions: ['Y', 'N'] },
  { name: 'address', label: '住址', type: 'input_pop', maxLength: 200 },
  { name: 'history', label: '既往病史', type: 'textarea', maxLength: 2000 },
  { name: 'doctorId', label: '责任医生', type: 'sel_user', customReturnField: 'id' },
  { name: 'deptId', label: '管理部门', type: 'sel_depart' },
  { name: 'careRoles', label: '协作角色', type: 'sel_role' },
  { name: 'diseaseCategory', label: '疾病分类', type: 'category', pcode: 'B01' },
  {
    name: 'drugName',
    label: '常用药品',
    type: 'popup',
    popup: { code: 'drug_report', orgFields: 'drugName,drugCode', destFields: 'drugName,drugCode' },
  },
  { name: 'drugCode', label: '药品编码', type: 'hidden' },
  { name: 'areaCode', label: '所在地区编码', type: 'hidden' },
  { name: 'area', label: '所在地区', type: 'slot' },
  { name: 'birthplace', label: '籍贯', type: 'pca' },
  { name: 'reminderCron', label: '提醒周期', type: 'cron' },
  { name: 'medications', label: '用药记录', type: 'slot' },
  { name: 'attachment', label: '附件', type: 'upload' },
  { name: 'report', label: '检查报告', type: 'file' },
  { name: 'photo', label: '照片', type: 'image' },
  { name: 'gaitVideo', label: '步态视频', type: 'video' },
  { name: 'notes', label: '随访小结', type: 'richText' },
];

/** Fields the patient resource stores; the rest travel in `remark` as JSON. */
export const PATIENT_COLUMNS = [
  'name',
  'idCard',
  'phone',
  'sex',
  'birthday',
  'lastVisit',
  'age',
  'status',
  'diseaseType',
  'address',
  'deptId',
  'doctorId',
  'areaCode',
] as const;

/** The editable table of the demo form: one row per drug, the box count summed. */
export const MEDICATION_COLUMNS: EditableColumn[] = [
  { key: 'drugName', title: '药品名称', required: true },
  { key: 'dose', title: '单次剂量(mg)', type: 'number' },
  {
    key: 'frequency',
    title: '频次',
    type: 'select',
    options: [
      { value: 'qd', label: '每日一次' },
      { value: 'bid', label: '每日两次' },
      { value: 'tid', label: '每日三次' },
    ],
  },
  { key: 'boxes', title: '数量(盒)', type: 'number', sum: true, defaultValue: 1 },
];

export function toPatientBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'area') continue;
    if ((PATIENT_COLUMNS as readonly string[]).includes(key)) body[key] = value;
    else if (value !== null && value !== '') extras[key] = value;
  }
  body.remark = JSON.stringify(extras);
  return body;
}
