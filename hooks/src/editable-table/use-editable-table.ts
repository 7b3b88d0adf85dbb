// React binding of the editable table model: the table's structure, and one row's values and messages (a keystroke
// re-renders only the row it changed).
import { useCallback, useSyncExternalStore } from 'react';
import type { EditableTableModel, EditableTableSnapshot, RowState } from './editable-table-types.js';
import { useModelState } from '../core/use-model-state.js';

export function useEditableTable(model: EditableTableModel): EditableTableSnapshot {
  return useModelState(model);
}

export function useEditableRow(model: EditableTableModel, rowKey: string): RowState | undefined {
  const subscribe = useCallback(
    (listener: () => void) => model.subscribeRow(rowKey, listener),
    [model, rowKey],
  );
  const get = useCallback(() => model.getRow(rowKey), [model, rowKey]);
  return useSyncExternalStore(subscribe, get, get);
}

/** Re-renders on every value change (totals, a dirty mark). */
export function useEditableData(model: EditableTableModel): Record<string, number> {
  const get = useCallback(() => model.totalsSnapshot(), [model]);
  return useSyncExternalStore(model.subscribeData, get, get);
}
