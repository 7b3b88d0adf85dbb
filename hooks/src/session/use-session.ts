// React binding of the session model: re-renders on every session change.
import type { SessionModel } from './session-model.js';
import type { SessionSnapshot } from './session-types.js';
import { useModelState } from '../core/use-model-state.js';

export function useSession(model: SessionModel): SessionSnapshot {
  return useModelState(model);
}
