// React binding of the scheduled-job actions model over the SDK client.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createQuartzJobActionsModel,
  quartzJobActionsTransportOf,
  type QuartzJobActionsModel,
  type QuartzJobActionsSnapshot,
} from './quartz-job-actions-model.js';

export function useQuartzJobActions(
  client: Pick<ClinicClient, 'call'>,
  onChanged?: () => void,
): { model: QuartzJobActionsModel; state: QuartzJobActionsSnapshot } {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const model = useMemo(
    () =>
      createQuartzJobActionsModel({
        transport: quartzJobActionsTransportOf(client),
        onChanged: () => changed.current?.(),
      }),
    [client],
  );
  return { model, state: useModelState(model) };
}
