// React binding of the project hover list.
import { useSyncExternalStore } from 'react';
import type { ProjectListModel, ProjectListSnapshot } from './project-list-model.js';

export function useProjectList(model: ProjectListModel): ProjectListSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
