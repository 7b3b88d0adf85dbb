// React binding of the 填写问卷 model over the SDK client: the published questionnaires load when it mounts.
import { useEffect, useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createQuestionnaireFillModel,
  questionnaireFillTransportOf,
  type QuestionnaireFillModel,
  type QuestionnaireFillSnapshot,
} from './questionnaire-fill-model.js';

export function useQuestionnaireFill(
  client: Pick<ClinicClient, 'resource'>,
  onSaved?: () => void,
): { model: QuestionnaireFillModel; state: QuestionnaireFillSnapshot } {
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const model = useMemo(
    () =>
      createQuestionnaireFillModel({
        transport: questionnaireFillTransportOf(client),
        onSaved: () => saved.current?.(),
      }),
    [client],
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  return { model, state: useModelState(model) };
}
