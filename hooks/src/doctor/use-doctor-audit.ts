// React binding of the doctor audit model over the SDK client.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createDoctorAuditModel,
  doctorAuditTransportOf,
  type DoctorAuditModel,
  type DoctorAuditSnapshot,
} from './doctor-audit-model.js';

export function useDoctorAudit(
  client: Pick<ClinicClient, 'call'>,
  onChanged?: () => void,
): { model: DoctorAuditModel; state: DoctorAuditSnapshot } {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const model = useMemo(
    () =>
      createDoctorAuditModel({
        transport: doctorAuditTransportOf(client),
        onChanged: () => changed.current?.(),
      }),
    [client],
  );
  return { model, state: useModelState(model) };
}
