// React binding of the workflow status configuration; starts the read once on mount.
import { useEffect, useSyncExternalStore } from 'react';
import type { WorkflowConfigModel, WorkflowConfigSnapshot } from './workflow-config-model.js';

export function useWorkflowConfig(model: WorkflowConfigModel): WorkflowConfigSnapshot {
  useEffect(() => {
    void model.load();
  }, [model]);
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
