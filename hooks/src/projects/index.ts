// Public surface of the research projects feature: hover list, 创建项目 dialog, current project selection.
export type {
  ProjectDetail,
  ProjectInput,
  ProjectMenuEntry,
  ProjectSummary,
  ProjectTransport,
  StoredProject,
} from './project-types.js';
export { PROJECT_LIST_PAGE_SIZE, projectTransportFromClient } from './sdk-project-transport.js';
export {
  createProjectListModel,
  filterProjects,
  type ProjectListModel,
  type ProjectListSnapshot,
} from './project-list-model.js';
export {
  createCreateProjectModel,
  stripDecimals,
  toProjectInput,
  validateProject,
  type CreateProjectModel,
  type CreateProjectOptions,
  type CreateProjectSnapshot,
  type ProjectField,
  type ProjectFormValues,
} from './create-project-model.js';
export {
  CURRENT_PROJECT_STORAGE_KEY,
  PROJECT_SUBJECTS_PATH,
  createProjectSelectionModel,
  storedProjectFor,
  projectPageHref,
  projectSubjectsHref,
  tagMenus,
  type ProjectSelectionModel,
  type ProjectSelectionOptions,
  type ProjectSelectionSnapshot,
} from './project-selection-model.js';
