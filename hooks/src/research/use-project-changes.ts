// React binding of a project's 数据修改申请 list over the SDK client; the pending count loads on mount.
import { useEffect, useMemo } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createProjectChangesModel,
  projectChangesTransportOf,
  type ProjectChangesModel,
  type ProjectChangesSnapshot,
} from './project-changes-model.js';

export function useProjectChanges(
  client: Pick<ClinicClient, 'call'>,
  projectId: string,
): { model: ProjectChangesModel; state: ProjectChangesSnapshot } {
  const model = useMemo(
    () => createProjectChangesModel(projectChangesTransportOf(client, projectId)),
    [client, projectId],
  );
  useEffect(() => {
    void model.loadPending();
  }, [model]);
  return { model, state: useModelState(model) };
}
