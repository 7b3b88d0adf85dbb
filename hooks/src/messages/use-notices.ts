// React binding of the header notice popover model.
import type { NoticeModel, NoticeSnapshot } from './notice-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useNotices(model: NoticeModel): NoticeSnapshot {
  return useModelState(model);
}
