// 患者用药 (/chronic/medication): the drugs a chronic-disease patient takes, one row per drug, edited per patient in
// an editable table (患者档案 → 用药记录) and listed across patients here. Declared here and migrated in
// server/drizzle/0007_medication.sql (处方照片: 0021_medication_prescription_photo.sql; 服药时间, 开方时间, 开方科室 and
// 用药指导: 0034_medication_prescribing.sql).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'medication',
  title: '患者用药',
  tag: 'medication',
  base: '/chronic/medication',
  table: 'chronic_medication',
  permission: 'chronic:medication',
  description: 'The drugs a chronic-disease patient takes: dose, frequency, route, dates and the prescriber.',
  defaultSort: { field: 'orderNum', order: 'asc' },
  rowsOf: { parentField: 'patientId' },
  dictionaries: [
    {
      code: 'medication_unit',
      name: '剂量单位',
      items: [
        { value: 'mg', text: 'mg' },
        { value: 'g', text: 'g' },
        { value: 'ml', text: 'ml' },
        { value: 'tablet', text: '片' },
        { value: 'capsule', text: '粒' },
        { value: 'iu', text: 'IU' },
      ],
    },
    {
      code: 'medication_frequency',
      name: '用药频次',
      items: [
        { value: 'qd', text: '每日一次' },
        { value: 'bid', text: '每日两次' },
        { value: 'tid', text: '每日三次' },
        { value: 'qid', text: '每日四次' },
        { value: 'qn', text: '每晚一次' },
        { value: 'prn', text: '必要时' },
      ],
    },
    {
      code: 'medication_route',
      name: '给药途径',
      items: [
        { value: 'po', text: '口服' },
        { value: 'iv', text: '静脉注射' },
        { value: 'ih', text: '皮下注射' },
        { value: 'inh', text: '吸入' },
        { value: 'ext', text: '外用' },
      ],
    },
    {
      code: 'yes_no',
      name: '是否',
      items: [
        { value: '1', text: '是' },
        { value: '0', text: '否' },
      ],
    },
  ],
  fields: [
    {
      name: 'patientId',
      title: '患者',
      type: 'string',
      ref: 'patient',
      // the drugs are part of the patient's file: they go when the patient is deleted
      onRefDelete: 'cascade',
      required: true,
      filter: 'eq',
      show: { query: true },
    },
    {
      name: 'drugName',
      title: '药品名称',
      type: 'string',
      required: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
      // chosen from the drug catalogue (选择药品), which also fills the drug's 规格
      popup: { code: 'drug_report', fields: { drugName: 'drugName', spec: 'spec' } },
    },
    { name: 'spec', title: '规格', type: 'string', maxLength: 50 },
    { name: 'dose', title: '单次剂量', type: 'number', min: 0, max: 100000, precision: 2 },
    // 喷, 滴, 贴...: a unit the dictionary lacks is typed and kept
    {
      name: 'doseUnit',
      title: '剂量单位',
      type: 'string',
      dict: 'medication_unit',
      allowInput: true,
      maxLength: 20,
    },
    { name: 'frequency', title: '用药频次', type: 'string', dict: 'medication_frequency', required: true },
    { name: 'route', title: '给药途径', type: 'string', dict: 'medication_route' },
    { name: 'startDate', title: '开始日期', type: 'date', required: true, sortable: true },
    { name: 'endDate', title: '停药日期', type: 'date' },
    {
      name: 'longTerm',
      title: '长期用药',
      type: 'string',
      enum: ['1', '0'],
      dict: 'yes_no',
      default: '0',
      widget: 'checkbox_meta',
    },
    {
      name: 'takeTime',
      title: '服药时间',
      type: 'time',
      show: { list: false },
      description: 'The time of day the dose is taken (the first one when the frequency asks for several).',
    },
    { name: 'prescriber', title: '开方医生', type: 'string', ref: 'user' },
    { name: 'prescribedAt', title: '开方时间', type: 'datetime', sortable: true, show: { list: false } },
    { name: 'deptId', title: '开方科室', type: 'string', ref: 'depart', show: { list: false } },
    {
      name: 'prescriptionPhoto',
      title: '处方照片',
      type: 'text',
      maxLength: 2000,
      widget: 'image',
      show: { list: false, superQuery: false },
      importable: false,
      exportable: false,
      description:
        'Comma-joined stored file paths of the prescription photos (direct upload, like the patient photo).',
    },
    {
      name: 'guideFiles',
      title: '用药指导',
      type: 'text',
      maxLength: 2000,
      widget: 'upload',
      show: { list: false, superQuery: false },
      importable: false,
      exportable: false,
      description:
        'Comma-joined stored file paths of the instructions handed to the patient (leaflet, diet sheet).',
    },
    { name: 'remark', title: '备注', type: 'string', maxLength: 200, show: { list: false } },
    {
      name: 'orderNum',
      title: '排序',
      type: 'int',
      min: 0,
      max: 100000,
      sortable: true,
      show: { list: false, form: false },
    },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/medication/list',
    title: '患者用药',
    icon: 'medicine-box',
    grant: { doctor: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'] },
  },
});
