// 问卷管理 (/chronic/questionnaire): questionnaire definitions (问卷评估): questions of the form renderer's kinds
// with per-option scores, scoring by sum (per dimension too) and editable result bands, each 草稿 or 已发布. Only a
// published one is filled (问卷结果); the questions and bands are checked by @clinic/sdk/wire's questionnaire rules.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'questionnaire',
  title: '问卷',
  exportName: '问卷管理',
  tag: 'questionnaire',
  base: '/chronic/questionnaire',
  table: 'chronic_questionnaire',
  permission: 'chronic:questionnaire',
  description:
    'Questionnaire definitions: questions (JSON) with option scores, result bands (JSON), draft or published. Only published ones can be filled.',
  operations: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  dictionaries: [
    {
      code: 'questionnaire_category',
      name: '问卷分类',
      items: [
        { value: '1', text: '心理评估' },
        { value: '2', text: '自我管理' },
        { value: '3', text: '生活方式' },
        { value: '4', text: '满意度调查' },
      ],
    },
    {
      code: 'questionnaire_status',
      name: '问卷状态',
      items: [
        { value: '0', text: '草稿', color: '#8C8C8C' },
        { value: '1', text: '已发布', color: '#52C41A' },
      ],
    },
    {
      code: 'questionnaire_scoring',
      name: '计分规则',
      items: [
        { value: 'sum', text: '选项分值求和' },
        { value: 'dimension', text: '按维度分别求和' },
      ],
    },
  ],
  fields: [
    {
      name: 'name',
      title: '问卷名称',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'category',
      title: '问卷分类',
      type: 'string',
      dict: 'questionnaire_category',
      sortable: true,
      show: { query: true },
    },
    {
      name: 'scoring',
      title: '计分规则',
      type: 'string',
      dict: 'questionnaire_scoring',
      enum: ['sum', 'dimension'],
      default: 'sum',
      required: true,
      widget: 'radio',
      description: 'sum: the total of the chosen options; dimension: also a subtotal per question dimension.',
    },
    {
      name: 'status',
      title: '状态',
      type: 'string',
      dict: 'questionnaire_status',
      enum: ['0', '1'],
      default: '0',
      required: true,
      widget: 'radio',
      sortable: true,
      show: { query: true },
      description: '0 draft (not filled), 1 published. Publishing needs at least one question.',
    },
    {
      name: 'questionCount',
      title: '题目数',
      type: 'int',
      readonly: true,
      sortable: true,
      description: 'Number of questions, counted by the server.',
    },
    { name: 'description', title: '问卷说明', type: 'text', maxLength: 1000 },
    {
      name: 'questions',
      title: '题目',
      type: 'text',
      maxLength: 20000,
      show: { list: false, superQuery: false, form: false },
      importable: false,
      exportable: false,
      description:
        'JSON array of questions {key, title, type radio|checkbox|number|text|date, required, dimension, options [{value, label, score}], min, max}.',
    },
    {
      name: 'bands',
      title: '结果分级',
      type: 'text',
      maxLength: 2000,
      show: { list: false, superQuery: false, form: false },
      importable: false,
      exportable: false,
      description: 'JSON array of result bands {min, max (null: no bound), label}, not overlapping.',
    },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/questionnaire/list',
    title: '问卷管理',
    icon: 'form',
    component: 'chronic/QuestionnaireList',
    grant: { doctor: ['list', 'queryById'] },
  },
});
