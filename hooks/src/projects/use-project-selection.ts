// React binding of the current research project.
import type { ProjectSelectionModel, ProjectSelectionSnapshot } from './project-selection-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useProjectSelection(model: ProjectSelectionModel): ProjectSelectionSnapshot {
  return useModelState(model);
}
