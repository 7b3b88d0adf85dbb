// React binding of idle detection: polls while mounted, re-renders when the user becomes idle or active.
import { useEffect, useSyncExternalStore } from 'react';
import type { IdleModel, IdleSnapshot } from './idle-model.js';

export function useIdle(model: IdleModel): IdleSnapshot {
  useEffect(() => {
    model.start();
    return () => model.stop();
  }, [model]);
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
