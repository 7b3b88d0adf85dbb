// React binding of idle detection: polls while mounted, re-renders when the user becomes idle or active.
import { useEffect } from 'react';
import type { IdleModel, IdleSnapshot } from './idle-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useIdle(model: IdleModel): IdleSnapshot {
  useEffect(() => {
    model.start();
    return () => model.stop();
  }, [model]);
  return useModelState(model);
}
