// Public surface of the research application's reads.
export {
  researchSourceFromClient,
  type ResearchSource,
  type VisitFormDetail,
  type VisitFormKey,
  type VisitFormSummary,
} from './research-source.js';
export { projectRoleName, projectRoleOptions } from './project-roles.js';
export { planWindowText, visitWindowText, type ScheduledVisit } from './visit-window.js';
export {
  createProjectSettingsModel,
  projectGroupChoices,
  projectSettingsTransportOf,
  type ProjectSettingsModel,
  type ProjectSettingsSnapshot,
  type ProjectSettingsTransport,
  type SettingsKind,
  type SettingsOption,
  type SettingsRow,
} from './project-settings-model.js';
export {
  changedFieldsText,
  createProjectChangesModel,
  followProjectChangeNews,
  projectChangesTransportOf,
  type ProjectChange,
  type ProjectChangesModel,
  type ProjectChangesSnapshot,
  type ProjectChangeStatus,
  type ProjectChangesTransport,
} from './project-changes-model.js';
export {
  createSubjectWithdrawModel,
  subjectWithdrawTransportOf,
  type SubjectWithdrawModel,
  type SubjectWithdrawSnapshot,
  type SubjectWithdrawTarget,
  type SubjectWithdrawTransport,
} from './subject-withdraw-model.js';
export {
  AUDIT_ACTION_NAMES,
  CHANGE_STATUS_NAMES,
  createVisitFormEntryModel,
  VISIT_FORM_STATUS_NAMES,
  visitFormEntryTransportOf,
  visitFormStatusName,
  type VisitFormAudit,
  type VisitFormChange,
  type VisitFormEntryModel,
  type VisitFormEntrySnapshot,
  type VisitFormEntryTransport,
} from './visit-form-entry-model.js';
