// React binding of CronEditorModel: one model per component, read through useSyncExternalStore.

import { useState, useSyncExternalStore } from 'react';
import { CronEditorModel, type CronEditorOptions, type CronEditorSnapshot } from './cron-editor-model.js';

export function useCronEditor(
  initial = '',
  options?: CronEditorOptions,
): { editor: CronEditorModel; state: CronEditorSnapshot } {
  const [editor] = useState(() => new CronEditorModel(initial, options));
  const state = useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
  return { editor, state };
}
