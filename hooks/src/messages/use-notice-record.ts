// React binding of the notice record view: builds the model for (resource, busId) over the client and loads it.
import { useEffect, useMemo } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import type { ResourceDef } from '@clinic/sdk/resources';
import { useModelState } from '../core/use-model-state.js';
import { recordServiceOf } from '../resource/record-service.js';
import {
  createNoticeRecordModel,
  type NoticeRecordModel,
  type NoticeRecordSnapshot,
} from './notice-record-model.js';

export function useNoticeRecord(
  client: Pick<ClinicClient, 'resource' | 'download'>,
  def: ResourceDef,
  busId: string | null,
): NoticeRecordSnapshot & { retry: NoticeRecordModel['load'] } {
  const model = useMemo(
    () => createNoticeRecordModel({ def, busId, read: (id) => recordServiceOf(client, def).read(id) }),
    [client, def, busId],
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  return { ...useModelState(model), retry: model.load };
}
