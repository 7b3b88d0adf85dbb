// React bindings of the research application (the framework-free surface is ./index.ts).
export { useSubjectWithdraw } from './use-subject-withdraw.js';
export { useVisitFormEntry } from './use-visit-form-entry.js';
export { useProjectSettings } from './use-project-settings.js';
export { useProjectChanges } from './use-project-changes.js';
