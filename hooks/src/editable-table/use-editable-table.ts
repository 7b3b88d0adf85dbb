// React binding of the editable table model: its snapshot through useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import type { EditableTableModel, EditableTableSnapshot } from './editable-table-model.js';

export function useEditableTable(model: EditableTableModel): EditableTableSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
