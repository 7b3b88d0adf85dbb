// React binding of the workflow status configuration; starts the read once on mount.
import { useEffect } from 'react';
import type { WorkflowConfigModel, WorkflowConfigSnapshot } from './workflow-config-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useWorkflowConfig(model: WorkflowConfigModel): WorkflowConfigSnapshot {
  useEffect(() => {
    void model.load();
  }, [model]);
  return useModelState(model);
}
