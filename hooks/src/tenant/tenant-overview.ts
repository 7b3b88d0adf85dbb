// The figures of the clinic and platform homes (shell-spec 2.5): one server aggregate each, loaded only when the user
// holds its permission; the server still decides (tenant from the session), so a refusal shows its message.
import type { ClinicClient, OperationTypes, ResultOf } from '@clinic/sdk';
import { permissionOf, resources } from '@clinic/sdk/resources';
import { PLATFORM_OVERVIEW_PERMISSION } from '@clinic/sdk/wire';
import { createObservableStore } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';

export type ClinicOverview = ResultOf<OperationTypes['clinicOverview']>;
export type PlatformOverview = ResultOf<OperationTypes['platformOverview']>;

/** The permission each overview needs (the contract's x-permission of its operation). */
export const OVERVIEW_PERMISSIONS = {
  clinicOverview: permissionOf(resources.followup, 'list'),
  platformOverview: PLATFORM_OVERVIEW_PERMISSION,
} as const;

export interface OverviewSnapshot<T> {
  data: T | null;
  loading: boolean;
  /** False when the user lacks the permission: nothing is requested and the page says so. */
  allowed: boolean;
  error: string | null;
}

export const OVERVIEW_FAILED = '数据加载失败，请稍后重试';

/** One aggregate loaded on demand; shared by the home pages' models. */
export function createOverviewModel<T>(fetch: () => Promise<T>, allowed: boolean) {
  const store = createObservableStore<OverviewSnapshot<T>>({
    data: null,
    loading: false,
    allowed,
    error: null,
  });
  let generation = 0;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async load(): Promise<void> {
      if (!allowed) return;
      const mine = ++generation;
      store.update({ loading: true, error: null });
      try {
        const data = await fetch();
        if (mine === generation) store.update({ data, loading: false });
      } catch (error) {
        if (mine === generation)
          store.update({ loading: false, error: userMessageOf(error, OVERVIEW_FAILED) });
      }
    },
  };
}

export interface OverviewModel<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): OverviewSnapshot<T>;
  load(): Promise<void>;
}

/** 仁和医院's outpatient and follow-up figures (needs the follow-up list permission). */
export function createClinicOverviewModel(
  client: Pick<ClinicClient, 'call'>,
  can: (permission: string) => boolean,
): OverviewModel<ClinicOverview> {
  return createOverviewModel(() => client.call('clinicOverview'), can(OVERVIEW_PERMISSIONS.clinicOverview));
}

/** Every tenant's figures, for the platform department (needs platform:tenant:overview). */
export function createPlatformOverviewModel(
  client: Pick<ClinicClient, 'call'>,
  can: (permission: string) => boolean,
): OverviewModel<PlatformOverview> {
  return createOverviewModel(
    () => client.call('platformOverview'),
    can(OVERVIEW_PERMISSIONS.platformOverview),
  );
}
