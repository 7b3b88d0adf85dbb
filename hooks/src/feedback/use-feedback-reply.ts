// React binding of the feedback reply model over the feedback resource.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import type { ResourceDef } from '@clinic/sdk/resources';
import { useModelState } from '../core/use-model-state.js';
import { recordServiceOf } from '../resource/record-service.js';
import {
  createFeedbackReplyModel,
  type FeedbackReplyModel,
  type FeedbackReplySnapshot,
} from './feedback-reply-model.js';

export function useFeedbackReply(
  client: Pick<ClinicClient, 'resource' | 'download'>,
  def: ResourceDef,
  onReplied?: () => void,
): { model: FeedbackReplyModel; state: FeedbackReplySnapshot } {
  const replied = useRef(onReplied);
  replied.current = onReplied;
  const model = useMemo(
    () =>
      createFeedbackReplyModel({
        service: recordServiceOf(client, def),
        onReplied: () => replied.current?.(),
      }),
    [client, def],
  );
  return { model, state: useModelState(model) };
}
