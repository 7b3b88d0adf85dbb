// React bindings of the editable table model that go below its snapshot (the table's structure is
// useModelState(model)): one row's values and messages (a keystroke re-renders only the row it changed), and the totals.
import { useCallback, useSyncExternalStore } from 'react';
import type { EditableTableModel, RowState } from './editable-table-types.js';

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
