// React binding of the record actions model over the SDK client.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createRecordActionsModel,
  recordActionsTransportOf,
  type RecordActionsModel,
  type RecordActionsSnapshot,
} from './record-actions-model.js';

export function useRecordActions(
  client: Pick<ClinicClient, 'call'>,
  onChanged?: () => void,
): { model: RecordActionsModel; state: RecordActionsSnapshot } {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const model = useMemo(
    () =>
      createRecordActionsModel({
        transport: recordActionsTransportOf(client),
        onChanged: () => changed.current?.(),
      }),
    [client],
  );
  return { model, state: useModelState(model) };
}
