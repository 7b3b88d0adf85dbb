// React surface of 问卷评估: the hooks over the 题目设计 and 填写问卷 models.
export { useQuestionnaireDesign } from './use-questionnaire-design.js';
export { useQuestionnaireFill } from './use-questionnaire-fill.js';
