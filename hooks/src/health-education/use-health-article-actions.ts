// React binding of the health-article actions model over the SDK client.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createHealthArticleActionsModel,
  healthArticleActionsTransportOf,
  type HealthArticleActionsModel,
  type HealthArticleActionsSnapshot,
} from './health-article-actions-model.js';

export function useHealthArticleActions(
  client: Pick<ClinicClient, 'call'>,
  onChanged?: () => void,
): { model: HealthArticleActionsModel; state: HealthArticleActionsSnapshot } {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const model = useMemo(
    () =>
      createHealthArticleActionsModel({
        transport: healthArticleActionsTransportOf(client),
        onChanged: () => changed.current?.(),
      }),
    [client],
  );
  return { model, state: useModelState(model) };
}
