// React binding of the announcement detail modal and the dynamic notice page.
import type { AnnouncementDetailModel, AnnouncementDetailSnapshot } from './announcement-detail-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useAnnouncementDetail(model: AnnouncementDetailModel): AnnouncementDetailSnapshot {
  return useModelState(model);
}
