// 问卷结果 (/chronic/questionnaireResult): one filled questionnaire of one patient. The answers are checked and scored
// by the server from the questionnaire's questions and bands (a client's 总分 or 结论 is never taken); only published
// questionnaires are filled. The patient's health file lists them by patientId.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'questionnaireResult',
  title: '问卷结果',
  tag: 'questionnaireResult',
  base: '/chronic/questionnaireResult',
  table: 'chronic_questionnaire_result',
  permission: 'chronic:questionnaireResult',
  description:
    'Filled questionnaires: the patient, the questionnaire, the answers (JSON), and the total score, band and dimension subtotals the server computes.',
  defaultSort: { field: 'fillTime', order: 'desc' },
  operations: ['list', 'queryById', 'add', 'delete', 'deleteBatch', 'exportXls'],
  fields: [
    {
      name: 'patientId',
      title: '患者',
      type: 'string',
      ref: 'patient',
      required: true,
      show: { query: true },
    },
    {
      name: 'questionnaireId',
      title: '问卷',
      type: 'string',
      ref: { resource: 'questionnaire', text: 'name' },
      required: true,
      show: { query: true },
    },
    {
      name: 'score',
      title: '总分',
      type: 'number',
      readonly: true,
      sortable: true,
      filter: 'eq',
      description: 'Total score, computed by the server.',
    },
    {
      name: 'band',
      title: '评估结论',
      type: 'string',
      readonly: true,
      maxLength: 30,
      sortable: true,
      show: { query: true },
      description: 'The result band of the total, computed by the server.',
    },
    {
      name: 'dimensionScores',
      title: '维度得分',
      type: 'text',
      readonly: true,
      maxLength: 2000,
      show: { list: true, superQuery: false },
      description: 'JSON object dimension → subtotal, computed by the server.',
    },
    {
      name: 'answers',
      title: '答案',
      type: 'text',
      // Not required on the wire: a list leaves it out (show.list false); the server always stores the checked
      // answers of the questionnaire, its required questions answered.
      maxLength: 20000,
      show: { list: false, superQuery: false, form: false },
      exportable: false,
      description: 'JSON object question key → answer (option values comma-joined).',
    },
    {
      name: 'fillTime',
      title: '填写时间',
      type: 'datetime',
      readonly: true,
      sortable: true,
      description: 'When it was filled, set by the server.',
    },
    { name: 'remark', title: '备注', type: 'text', maxLength: 500 },
  ],
  menu: {
    parent: 'chronic',
    path: '/chronic/questionnaireResult/list',
    title: '问卷结果',
    icon: 'solution',
    component: 'chronic/QuestionnaireResultList',
    grant: { doctor: ['list', 'queryById', 'add', 'exportXls'] },
  },
});
