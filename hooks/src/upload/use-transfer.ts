// React binding of a transfer model: its snapshot (stage, percent, phase) through useSyncExternalStore.
import type { TransferModel, TransferSnapshot } from './transfer-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useTransfer<T>(model: TransferModel<T>): TransferSnapshot {
  return useModelState(model);
}
