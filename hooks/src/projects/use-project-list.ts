// React binding of the project hover list.
import type { ProjectListModel, ProjectListSnapshot } from './project-list-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useProjectList(model: ProjectListModel): ProjectListSnapshot {
  return useModelState(model);
}
