// Adapters from the @clinic/sdk client to the dictionary controls: items, keyword search, labels, trees, categories,
// tree-table rows.
import type { ClinicClient } from '@clinic/sdk';
import { toTreeItem, type TreeLoader } from '../pickers/tree-item.js';
import type { DictOption, DictStorage } from './dict-cache.js';
import type { DictSearchSource } from './dict-search-model.js';
import { checkCondition, readTreeRows, type TreeRow } from './tree-rules.js';

type Client = Pick<ClinicClient, 'call'>;

export function dictItemsLoader(client: Client): (code: string) => Promise<DictOption[]> {
  return async (dictCode) => (await client.call('getDictItems', { path: { dictCode } })) as DictOption[];
}

export function dictSearchSource(client: Client): DictSearchSource {
  return {
    search: async (dictCode, keyword, pageSize) =>
      (await client.call('loadDict', { path: { dictCode }, query: { keyword, pageSize } })) as DictOption[],
    labels: async (dictCode, values) =>
      (await client.call('loadDictItem', {
        path: { dictCode },
        query: { key: values.join(',') },
      })) as string[],
  };
}

export interface DictTreeSource {
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  condition?: string;
}

/** A registered tree table, one level per call; the condition is checked before anything is sent. */
export function dictTreeLoader(client: Client, source: DictTreeSource): TreeLoader {
  const condition = checkCondition(source.condition);
  return async (parentKey) => {
    const nodes = await client.call('loadDictTreeData', {
      query: {
        tableName: source.tableName,
        text: source.text,
        code: source.code,
        pidField: source.pidField,
        pid: parentKey ?? '',
        ...(source.hasChildField ? { hasChildField: source.hasChildField } : {}),
        ...(condition ? { condition } : {}),
      },
    });
    return (nodes as Record<string, unknown>[]).map(toTreeItem);
  };
}

/** Departments one level at a time, through the registered sys_depart tree source. */
export function departTreeLoader(client: Client): TreeLoader {
  return dictTreeLoader(client, {
    tableName: 'sys_depart',
    text: 'depart_name',
    code: 'id',
    pidField: 'parent_id',
  });
}

/** Categories: the roots under `pcode`, then children by parent id. */
export function categoryTreeLoader(client: Client, pcode: string, conditionText?: string): TreeLoader {
  const condition = checkCondition(conditionText);
  return async (parentKey) => {
    const nodes =
      parentKey === null
        ? await client.call('categoryLoadTreeRoot', {
            query: { async: true, pcode, ...(condition ? { condition } : {}) },
          })
        : await client.call('categoryLoadTreeChildren', { query: { pid: parentKey } });
    return (nodes as Record<string, unknown>[]).map(toTreeItem);
  };
}

export async function categoryLabels(client: Client, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await client.call('categoryLoadDictItem', { query: { ids: ids.join(',') } })) as string[];
}

/** localStorage when present (browser), else null so the cache keeps entries in memory. */
export function browserDictStorage(): DictStorage | null {
  const storage = (globalThis as { localStorage?: Storage }).localStorage;
  if (!storage) return null;
  return {
    get: (k) => storage.getItem(k),
    set: (k, v) => {
      try {
        storage.setItem(k, v);
      } catch {
        // a full storage only costs a reload of the dictionary
      }
    },
    remove: (k) => storage.removeItem(k),
    keys: () => Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k) => k !== null),
  };
}

/** One category by id or code (its `name` is the label of a stored value). */
export async function categoryLoadOne(
  client: Client,
  field: 'id' | 'code',
  val: string,
): Promise<{ id: string; name: string; code: string }> {
  return (await client.call('categoryLoadOne', { query: { field, val } })) as {
    id: string;
    name: string;
    code: string;
  };
}

/** A tree table's rows under one parent, from its configured list URL (children by parentId, the condition checked). */
export function treeRowsLoader(
  client: Pick<ClinicClient, 'request'>,
  url: string,
  condition?: string,
): (parentId: string) => Promise<TreeRow[]> {
  return async (parentId) => {
    const checked = checkCondition(condition);
    const result = await client.request('GET', url, {
      query: { parentId, ...(checked ? { condition: checked } : {}) },
    });
    return readTreeRows(result);
  };
}
