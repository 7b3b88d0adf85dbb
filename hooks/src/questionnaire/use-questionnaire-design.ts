// React binding of the 题目设计 model over the SDK client, one model per questionnaire opened.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createQuestionnaireDesignModel,
  questionnaireDesignTransportOf,
  type DesignedQuestionnaire,
  type QuestionnaireDesignModel,
  type QuestionnaireDesignSnapshot,
} from './questionnaire-design-model.js';

export function useQuestionnaireDesign(
  client: Pick<ClinicClient, 'call'>,
  questionnaire: DesignedQuestionnaire,
  onSaved?: () => void,
): { model: QuestionnaireDesignModel; state: QuestionnaireDesignSnapshot } {
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const model = useMemo(
    () =>
      createQuestionnaireDesignModel({
        questionnaire,
        transport: questionnaireDesignTransportOf(client),
        onSaved: () => saved.current?.(),
      }),
    [client, questionnaire],
  );
  return { model, state: useModelState(model) };
}
