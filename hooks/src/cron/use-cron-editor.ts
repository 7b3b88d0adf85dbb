// React binding of CronEditorModel: one model per component, read through useSyncExternalStore.

import { useState } from 'react';
import {
  createCronEditorModel,
  type CronEditorModel,
  type CronEditorOptions,
  type CronEditorSnapshot,
} from './cron-editor-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useCronEditor(
  initial = '',
  options?: CronEditorOptions,
): { editor: CronEditorModel; state: CronEditorSnapshot } {
  const [editor] = useState(() => createCronEditorModel(initial, options));
  const state = useModelState(editor);
  return { editor, state };
}
