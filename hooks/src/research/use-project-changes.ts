// React binding of a project's 数据修改申请 list over the SDK client; the pending count loads on mount and follows
// the user's messages when the host passes its bell's notices.
import { useEffect, useMemo } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import type { UnreadCountSource } from '../messages/follow-unread-count.js';
import {
  createProjectChangesModel,
  followProjectChangeNews,
  projectChangesTransportOf,
  type ProjectChangesModel,
  type ProjectChangesSnapshot,
} from './project-changes-model.js';

export function useProjectChanges(
  client: Pick<ClinicClient, 'call'>,
  projectId: string,
  /** The signed-in user's notices (the bell); null while there is none. */
  news: UnreadCountSource | null = null,
): { model: ProjectChangesModel; state: ProjectChangesSnapshot } {
  const model = useMemo(
    () => createProjectChangesModel(projectChangesTransportOf(client, projectId)),
    [client, projectId],
  );
  useEffect(() => {
    void model.loadPending();
  }, [model]);
  useEffect(() => (news ? followProjectChangeNews(model, news) : undefined), [model, news]);
  return { model, state: useModelState(model) };
}
