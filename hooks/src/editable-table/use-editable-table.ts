// React bindings of the editable table model that go below its snapshot (the table's structure is
// useModelState(model)): one cell's value and message (a keystroke re-renders only the cell it changed, not its row),
// one row's state, and the totals.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { EditableTableModel, RowState } from './editable-table-types.js';

export function useEditableRow(model: EditableTableModel, rowKey: string): RowState | undefined {
  const subscribe = useCallback(
    (listener: () => void) => model.subscribeRow(rowKey, listener),
    [model, rowKey],
  );
  const get = useCallback(() => model.getRow(rowKey), [model, rowKey]);
  return useSyncExternalStore(subscribe, get, get);
}

/** What one cell shows: its value, the server's label of a stored id, its first failing message, a pending check. */
export interface EditableCellState {
  value: unknown;
  dictText: string | undefined;
  error: string | undefined;
  validating: boolean;
}

const sameCell = (a: EditableCellState, b: EditableCellState) =>
  Object.is(a.value, b.value) &&
  a.dictText === b.dictText &&
  a.error === b.error &&
  a.validating === b.validating;

/** One cell's slice of its row: the row's change wakes the row's cells, and only the cell whose slice changed renders. */
export function useEditableCell(model: EditableTableModel, rowKey: string, key: string): EditableCellState {
  const last = useRef<EditableCellState | null>(null);
  const subscribe = useCallback(
    (listener: () => void) => model.subscribeRow(rowKey, listener),
    [model, rowKey],
  );
  const get = useCallback(() => {
    const state = model.getRow(rowKey);
    const text = state?.row[`${key}_dictText`];
    const next: EditableCellState = {
      value: state?.row[key],
      dictText: typeof text === 'string' && text ? text : undefined,
      error: state?.errors[key],
      validating: Boolean(state?.validating[key]),
    };
    if (last.current && sameCell(last.current, next)) return last.current;
    return (last.current = next);
  }, [model, rowKey, key]);
  return useSyncExternalStore(subscribe, get, get);
}

/** Re-renders on every value change (totals, a dirty mark). */
export function useEditableData(model: EditableTableModel): Record<string, number> {
  const get = useCallback(() => model.totalsSnapshot(), [model]);
  return useSyncExternalStore(model.subscribeData, get, get);
}
