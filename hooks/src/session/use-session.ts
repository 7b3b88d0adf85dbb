// React binding of the session model: re-renders on every session change.
import { useSyncExternalStore } from 'react';
import type { SessionModel } from './session-model.js';
import type { SessionSnapshot } from './session-types.js';

export function useSession(model: SessionModel): SessionSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
