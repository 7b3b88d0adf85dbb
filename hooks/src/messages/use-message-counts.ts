// React binding of the count schedule: runs while mounted and returns the unread total for the 消息 badge.
import { useEffect, useSyncExternalStore } from 'react';
import type { CountsScheduler } from './counts-scheduler.js';
import type { NoticeModel } from './notice-model.js';

export function useMessageCounts(model: NoticeModel, scheduler: CountsScheduler): number {
  useEffect(() => {
    scheduler.start();
    return () => scheduler.stop();
  }, [scheduler]);
  const read = () => model.getSnapshot().unreadCount;
  return useSyncExternalStore(model.subscribe, read, read);
}
