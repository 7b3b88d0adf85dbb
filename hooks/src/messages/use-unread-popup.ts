// React binding of the TB-D-WEB unread-messages popup; starts it once on mount.
import { useEffect, useSyncExternalStore } from 'react';
import type { UnreadPopupModel, UnreadPopupSnapshot } from './unread-popup-model.js';

export function useUnreadPopup(model: UnreadPopupModel): UnreadPopupSnapshot {
  useEffect(() => {
    void model.start();
  }, [model]);
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
