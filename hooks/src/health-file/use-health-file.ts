// React binding of the 健康档案 model: one model per patient, read on mount, its snapshot as state.
import { useEffect, useMemo } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import { createHealthFileModel, type HealthFileModel, type HealthFileSnapshot } from './health-file-model.js';

export function useHealthFile(
  client: Pick<ClinicClient, 'resource' | 'download'>,
  patientId: string,
  can: (code: string) => boolean,
): { model: HealthFileModel; state: HealthFileSnapshot } {
  // The user's grants are read once per patient: a role change reloads the console anyway.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const model = useMemo(() => createHealthFileModel({ client, patientId, can }), [client, patientId]);
  useEffect(() => {
    void model.load();
  }, [model]);
  return { model, state: useModelState(model) };
}
