// React binding of the 项目设置 model over the SDK client: one model per project, loaded when it opens.
import { useEffect, useMemo } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createProjectSettingsModel,
  projectSettingsTransportOf,
  type ProjectSettingsModel,
  type ProjectSettingsSnapshot,
} from './project-settings-model.js';

export function useProjectSettings(
  client: Pick<ClinicClient, 'resource' | 'call'>,
  projectId: string,
  manager: boolean,
): { model: ProjectSettingsModel; state: ProjectSettingsSnapshot } {
  const model = useMemo(
    () => createProjectSettingsModel({ projectId, manager, transport: projectSettingsTransportOf(client) }),
    [client, projectId, manager],
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  return { model, state: useModelState(model) };
}
