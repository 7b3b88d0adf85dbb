// The signed-in user's message center, built from the app's client, session and router (null while signed out).
import { useSyncExternalStore } from 'react';
import type { MessageCenter } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { messageCenterFor } from './message-center-store';

export function useSessionMessageCenter(): MessageCenter | null {
  const { client, session, appCode } = useClinic();
  const { router } = useShell();
  // Re-read on session changes so a new login gets its own center.
  useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return messageCenterFor({ client, session, router, appCode });
}
