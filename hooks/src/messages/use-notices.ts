// React binding of the header notice popover model.
import { useSyncExternalStore } from 'react';
import type { NoticeModel, NoticeSnapshot } from './notice-model.js';

export function useNotices(model: NoticeModel): NoticeSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
