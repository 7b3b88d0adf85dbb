// React binding of the tenant switch model.
import { useModelState } from '../core/use-model-state.js';
import type { TenantModel, TenantSnapshot } from './tenant-model.js';
import type { HomeFiguresModel, HomeFiguresSnapshot } from './tenant-home.js';

export function useTenants(model: TenantModel): TenantSnapshot {
  return useModelState(model);
}

/** React binding of a tenant home's figures. */
export function useHomeFigures(model: HomeFiguresModel): HomeFiguresSnapshot {
  return useModelState(model);
}
