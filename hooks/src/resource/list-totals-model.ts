// How many rows each view of a resource's list holds (a tab per 随访状态 with its count): one page-size-1 list call
// per view, through the same list operation the views read, so a count always equals its tab's 共 N 条.
import type { ClinicClient } from '@clinic/sdk';
import type { ResourceDef } from '@clinic/sdk/resources';
import { createObservableStore, type Observable } from '../core/observable-store.js';

/** Each view's total, null until known (or when its call failed: the tab then shows no number). */
export interface ListTotalsSnapshot {
  totals: Readonly<Record<string, number | null>>;
}

export interface ListTotalsModel extends Observable<ListTotalsSnapshot> {
  refresh(): Promise<void>;
}

export function createListTotalsModel(options: {
  client: Pick<ClinicClient, 'resource'>;
  def: Pick<ResourceDef, 'base'>;
  /** View key → the list parameters that make it (`{ status: '2' }`). */
  views: Readonly<Record<string, Readonly<Record<string, string>>>>;
}): ListTotalsModel {
  const { client, def, views } = options;
  const keys = Object.keys(views);
  const store = createObservableStore<ListTotalsSnapshot>({
    totals: Object.fromEntries(keys.map((k) => [k, null])),
  });
  let ticket = 0;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async refresh() {
      const mine = ++ticket;
      const found = await Promise.all(
        keys.map(async (key) => {
          try {
            const page = await client.resource(def.base).list({ ...views[key], pageNo: 1, pageSize: 1 });
            return [key, Number((page as { total?: unknown }).total ?? 0)] as const;
          } catch {
            return [key, null] as const;
          }
        }),
      );
      if (mine === ticket) store.set({ totals: Object.fromEntries(found) });
    },
  };
}

/**
 * The view a list link opens (a figure of the analysis home, `?q.status=2`): the most specific view whose parameters
 * the query all holds, the parameterless one when none does; undefined for a link without query fields (the page's
 * own first view then).
 */
export function viewOfQuery(
  views: Readonly<Record<string, Readonly<Record<string, string>>>>,
  queryParam: Readonly<Record<string, string>>,
): string | undefined {
  if (Object.keys(queryParam).length === 0) return undefined;
  let best: string | undefined;
  let size = -1;
  for (const [key, params] of Object.entries(views)) {
    const entries = Object.entries(params);
    if (entries.length > size && entries.every(([k, v]) => queryParam[k] === v)) {
      best = key;
      size = entries.length;
    }
  }
  return best;
}
