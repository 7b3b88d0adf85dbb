// The workflow status configuration as an observable model: loaded once at start, read by status id.
import { createObservableStore } from '../core/observable-store.js';
import { loadWorkflowStatusConfig, type LoadWorkflowConfigOptions } from './workflow-status-config.js';
import type { WorkflowStatusCfg, WorkflowStatusConfig } from './workflow-types.js';

export interface WorkflowConfigSnapshot {
  /** What storage held at creation, replaced by the start-up read when it succeeds. */
  config: WorkflowStatusConfig | null;
  loading: boolean;
}

export interface WorkflowConfigModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WorkflowConfigSnapshot;
  /** The start-up read; runs once, never rejects. */
  load(): Promise<WorkflowStatusConfig | null>;
  statuses(statusId: string): WorkflowStatusCfg[];
}

export function createWorkflowConfigModel(options: LoadWorkflowConfigOptions): WorkflowConfigModel {
  let stored: WorkflowStatusConfig | null = null;
  try {
    stored = options.storage.get();
  } catch {
    stored = null;
  }
  const store = createObservableStore<WorkflowConfigSnapshot>({ config: stored, loading: false });
  let once: Promise<WorkflowStatusConfig | null> | null = null;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    load() {
      once ??= (async () => {
        store.update({ loading: true });
        const config = await loadWorkflowStatusConfig(options).catch(() => null);
        store.update({ loading: false, ...(config ? { config } : {}) });
        return config;
      })();
      return once;
    },
    statuses: (statusId) => store.getSnapshot().config?.[statusId] ?? [],
  };
}
