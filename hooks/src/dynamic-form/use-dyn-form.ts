// React bindings of the 动态表单 models: each creates its model once per client (and form) and reads its snapshot.
import { useMemo } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createDynFormDesignerModel,
  createDynFormListModel,
  type DynFormDesignerModel,
  type DynFormListModel,
} from './dyn-form-models.js';
import {
  createDynApplyListModel,
  createDynApplyModel,
  createDynDataModel,
  type DynApplyListModel,
  type DynApplyModel,
  type DynApplyScope,
  type DynDataModel,
} from './dyn-data-models.js';
import type { DynForm } from './dyn-form-fields.js';

type Client = Pick<ClinicClient, 'call' | 'download'>;

export function useDynFormList(client: Client, opts: { publishedOnly?: boolean; pageSize?: number } = {}) {
  const model: DynFormListModel = useMemo(
    () => createDynFormListModel({ client, ...opts }),
    // Options are read once per client: a page passes constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );
  return { model, state: useModelState(model) };
}

export function useDynFormDesigner(client: Client, form: DynForm | null) {
  const model: DynFormDesignerModel = useMemo(
    () => createDynFormDesignerModel({ client, form }),
    [client, form],
  );
  return { model, state: useModelState(model) };
}

export function useDynData(client: Client, pageSize?: number) {
  const model: DynDataModel = useMemo(
    () => createDynDataModel({ client, ...(pageSize ? { pageSize } : {}) }),
    [client, pageSize],
  );
  return { model, state: useModelState(model) };
}

export function useDynApplyList(client: Client, scope: DynApplyScope, dataId?: string) {
  const model: DynApplyListModel = useMemo(
    () => createDynApplyListModel({ client, scope, ...(dataId ? { dataId } : {}) }),
    [client, scope, dataId],
  );
  return { model, state: useModelState(model) };
}

export function useDynApply(client: Client) {
  const model: DynApplyModel = useMemo(() => createDynApplyModel({ client }), [client]);
  return { model, state: useModelState(model) };
}
