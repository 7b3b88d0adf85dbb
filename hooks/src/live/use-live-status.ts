// React binding of the live connection state (for a "live updates paused" hint).
import type { LiveConnection } from './live-connection.js';
import type { LiveSnapshot } from './live-types.js';
import { useModelState } from '../core/use-model-state.js';

export function useLiveStatus(connection: LiveConnection): LiveSnapshot {
  return useModelState(connection);
}
