// React binding of the message center: runs it while mounted and returns the popover snapshot (badge included).
import { useEffect, useSyncExternalStore } from 'react';
import type { MessageCenter } from './message-center.js';
import type { NoticeSnapshot } from '../messages/notice-model.js';

export function useMessageCenter(center: MessageCenter): NoticeSnapshot {
  useEffect(() => {
    center.start();
    return () => center.stop();
  }, [center]);
  return useSyncExternalStore(
    center.notices.subscribe,
    center.notices.getSnapshot,
    center.notices.getSnapshot,
  );
}
