// React binding of the idle logout: runs the model while mounted, re-renders on the warning's countdown.
import { useEffect } from 'react';
import { useModelState } from '../core/use-model-state.js';
import type { IdleLogoutModel, IdleLogoutSnapshot } from './idle-logout-model.js';

export function useIdleLogout(model: IdleLogoutModel): IdleLogoutSnapshot {
  useEffect(() => {
    model.start();
    return () => model.stop();
  }, [model]);
  return useModelState(model);
}
