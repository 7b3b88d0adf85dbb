// Public surface of 问卷评估: designing a questionnaire's questions and bands, and filling one for a patient.
export {
  createQuestionnaireDesignModel,
  questionnaireDesignTransportOf,
  QUESTION_TYPES,
  type DesignedQuestionnaire,
  type DraftBand,
  type DraftOption,
  type DraftQuestion,
  type QuestionnaireDesignModel,
  type QuestionnaireDesignSnapshot,
  type QuestionnaireDesignTransport,
} from './questionnaire-design-model.js';
export {
  createQuestionnaireFillModel,
  dimensionsOf,
  fillFieldsOf,
  filledResultOf,
  questionFieldOf,
  questionnaireFillTransportOf,
  PATIENT_FIELD,
  type FilledResult,
  type QuestionnaireFillModel,
  type QuestionnaireFillSnapshot,
  type QuestionnaireFillTransport,
} from './questionnaire-fill-model.js';
