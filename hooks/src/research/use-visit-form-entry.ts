// React binding of the visit-form entry model over the SDK client.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createVisitFormEntryModel,
  visitFormEntryTransportOf,
  type VisitFormEntryModel,
  type VisitFormEntrySnapshot,
} from './visit-form-entry-model.js';

export function useVisitFormEntry(
  client: Pick<ClinicClient, 'call'>,
  onChanged?: () => void,
): { model: VisitFormEntryModel; state: VisitFormEntrySnapshot } {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const model = useMemo(
    () =>
      createVisitFormEntryModel({
        transport: visitFormEntryTransportOf(client),
        onChanged: () => changed.current?.(),
      }),
    [client],
  );
  return { model, state: useModelState(model) };
}
