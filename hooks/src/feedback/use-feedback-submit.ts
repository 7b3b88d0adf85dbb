// React binding of the 提交反馈 model over the SDK client.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createFeedbackSubmitModel,
  type FeedbackSubmitModel,
  type FeedbackSubmitSnapshot,
} from './feedback-submit-model.js';

export function useFeedbackSubmit(
  client: Pick<ClinicClient, 'call'>,
  onSubmitted?: () => void | Promise<void>,
): { model: FeedbackSubmitModel; state: FeedbackSubmitSnapshot } {
  const submitted = useRef(onSubmitted);
  submitted.current = onSubmitted;
  const model = useMemo(
    () => createFeedbackSubmitModel({ client, onSubmitted: () => submitted.current?.() }),
    [client],
  );
  return { model, state: useModelState(model) };
}
