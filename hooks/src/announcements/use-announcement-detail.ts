// React binding of the announcement detail modal and the dynamic notice page.
import { useSyncExternalStore } from 'react';
import type { AnnouncementDetailModel, AnnouncementDetailSnapshot } from './announcement-detail-model.js';

export function useAnnouncementDetail(model: AnnouncementDetailModel): AnnouncementDetailSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
