// React binding of the editable table model: its snapshot through useSyncExternalStore.
import type { EditableTableModel, EditableTableSnapshot } from './editable-table-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useEditableTable(model: EditableTableModel): EditableTableSnapshot {
  return useModelState(model);
}
