// What every tenant home does on arrival: names the tab, builds its figures model with the user's permissions, loads
// it, and asks the server who we are (a session restored from storage may have been revoked meanwhile).
import { useEffect, useMemo } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { HOME_PATH, useDocumentTitle, useModelState, usePermission } from '@clinic/hooks';
import { APP_TITLE } from '../../app/app-config';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';

export function useHomeModel<M extends { load(): Promise<void> }>(
  /** A module-level factory (a stable reference), e.g. createClinicOverviewModel. */
  create: (client: ClinicClient, can: (permission: string) => boolean) => M,
  tabTitle: string,
): { model: M; userName: string } {
  const { client, session } = useClinic();
  const { permissions } = useShell();
  const { has } = usePermission(permissions);
  const { userInfo } = useModelState(session);
  useDocumentTitle({ path: HOME_PATH, title: tabTitle, appName: APP_TITLE });
  const model = useMemo(() => create(client, has), [create, client, has]);
  useEffect(() => {
    void model.load();
    void session.refresh();
  }, [model, session]);
  return { model, userName: userInfo?.realname || userInfo?.username || '' };
}
