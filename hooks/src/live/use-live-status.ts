// React binding of the live connection state (for a "live updates paused" hint).
import { useSyncExternalStore } from 'react';
import type { LiveConnection } from './live-connection.js';
import type { LiveSnapshot } from './live-types.js';

export function useLiveStatus(connection: LiveConnection): LiveSnapshot {
  return useSyncExternalStore(connection.subscribe, connection.getSnapshot, connection.getSnapshot);
}
