// React binding of the 创建项目 dialog model.
import type { CreateProjectModel, CreateProjectSnapshot } from './create-project-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useCreateProject(model: CreateProjectModel): CreateProjectSnapshot {
  return useModelState(model);
}
