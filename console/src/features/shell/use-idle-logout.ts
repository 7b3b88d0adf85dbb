// Idle detection (shell-spec 4.1, polled every second): after the idle timeout a clinical workstation signs out.
import { useEffect, useMemo } from 'react';
import { createIdleModel, domActivitySource, loginPathFor, useIdle } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';

export function useIdleLogout(): void {
  const { session, appCode, webAlias } = useClinic();
  const model = useMemo(() => createIdleModel({ subscribeActivity: domActivitySource(window) }), []);
  const { idle } = useIdle(model);
  useEffect(() => {
    if (!idle) return;
    void session.logout().then(() => window.location.assign(loginPathFor({ appCode, webAlias })));
  }, [idle, session, appCode, webAlias]);
}
