// React binding of the 创建项目 dialog model.
import { useSyncExternalStore } from 'react';
import type { CreateProjectModel, CreateProjectSnapshot } from './create-project-model.js';

export function useCreateProject(model: CreateProjectModel): CreateProjectSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
