// React binding of the record-form model: one model per resource page, its snapshot as state.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import type { ResourceDef } from '@clinic/sdk/resources';
import { useModelState } from '../core/use-model-state.js';
import {
  createRecordFormModel,
  type RecordFormChoices,
  type RecordFormModel,
  type RecordFormSnapshot,
} from './record-form-model.js';
import { recordServiceOf } from './record-service.js';

export function useRecordForm(
  client: Pick<ClinicClient, 'resource' | 'download'>,
  def: ResourceDef,
  onSaved?: () => void,
  /** The page's own choices for plain fields (kept for the model's lifetime, like the resource). */
  choices?: RecordFormChoices,
): { model: RecordFormModel; state: RecordFormSnapshot } {
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const model = useMemo(
    () =>
      createRecordFormModel({
        def,
        service: recordServiceOf(client, def),
        onSaved: () => saved.current?.(),
        ...(choices ? { choices } : {}),
      }),
    [client, def, choices],
  );
  return { model, state: useModelState(model) };
}
