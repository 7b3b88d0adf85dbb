// React binding of the current research project.
import { useSyncExternalStore } from 'react';
import type { ProjectSelectionModel, ProjectSelectionSnapshot } from './project-selection-model.js';

export function useProjectSelection(model: ProjectSelectionModel): ProjectSelectionSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
