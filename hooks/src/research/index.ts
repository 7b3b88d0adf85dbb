// Public surface of the research application's reads.
export {
  researchSourceFromClient,
  type ResearchSource,
  type VisitFormDetail,
  type VisitFormKey,
  type VisitFormSummary,
} from './research-source.js';
export { projectRoleName } from './project-roles.js';
export {
  createSubjectWithdrawModel,
  subjectWithdrawTransportOf,
  type SubjectWithdrawModel,
  type SubjectWithdrawSnapshot,
  type SubjectWithdrawTarget,
  type SubjectWithdrawTransport,
} from './subject-withdraw-model.js';
