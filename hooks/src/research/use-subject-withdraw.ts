// React binding of the subject withdraw model over the SDK client.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createSubjectWithdrawModel,
  subjectWithdrawTransportOf,
  type SubjectWithdrawModel,
  type SubjectWithdrawSnapshot,
} from './subject-withdraw-model.js';

export function useSubjectWithdraw(
  client: Pick<ClinicClient, 'call'>,
  onChanged?: () => void,
): { model: SubjectWithdrawModel; state: SubjectWithdrawSnapshot } {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const model = useMemo(
    () =>
      createSubjectWithdrawModel({
        withdraw: subjectWithdrawTransportOf(client),
        onChanged: () => changed.current?.(),
      }),
    [client],
  );
  return { model, state: useModelState(model) };
}
