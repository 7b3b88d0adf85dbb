// React binding of the export model: its snapshot (which export, stage, percent) through useSyncExternalStore.
import type { ExportModel, ExportSnapshot } from './export-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useExport(model: ExportModel): ExportSnapshot {
  return useModelState(model);
}
