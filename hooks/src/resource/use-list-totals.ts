// React binding of the list-totals model: counted on mount and whenever `refresh` is called.
import { useEffect, useMemo } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import type { ResourceDef } from '@clinic/sdk/resources';
import { useModelState } from '../core/use-model-state.js';
import { createListTotalsModel, type ListTotalsModel, type ListTotalsSnapshot } from './list-totals-model.js';

export function useListTotals(
  client: Pick<ClinicClient, 'resource'>,
  def: Pick<ResourceDef, 'base'>,
  views: Readonly<Record<string, Readonly<Record<string, string>>>>,
): { model: ListTotalsModel; state: ListTotalsSnapshot } {
  const model = useMemo(() => createListTotalsModel({ client, def, views }), [client, def, views]);
  useEffect(() => void model.refresh(), [model]);
  return { model, state: useModelState(model) };
}
