// React binding of the announcement release model over the SDK client.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  announcementReleaseTransportOf,
  createAnnouncementReleaseModel,
  type AnnouncementReleaseModel,
  type AnnouncementReleaseSnapshot,
} from './announcement-release-model.js';

export function useAnnouncementRelease(
  client: Pick<ClinicClient, 'call'>,
  onChanged?: () => void,
): { model: AnnouncementReleaseModel; state: AnnouncementReleaseSnapshot } {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const model = useMemo(
    () =>
      createAnnouncementReleaseModel({
        transport: announcementReleaseTransportOf(client),
        onChanged: () => changed.current?.(),
      }),
    [client],
  );
  return { model, state: useModelState(model) };
}
