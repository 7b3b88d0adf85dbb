// React binding of the TB-D-WEB unread-messages popup; starts it once on mount.
import { useEffect } from 'react';
import type { UnreadPopupModel, UnreadPopupSnapshot } from './unread-popup-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useUnreadPopup(model: UnreadPopupModel): UnreadPopupSnapshot {
  useEffect(() => {
    void model.start();
  }, [model]);
  return useModelState(model);
}
