// Saved queries over the SDK: the contract's superQuerySaved* operations (per user and tenant on the server).
import type { CoreClient } from '@clinic/sdk';
import type { SavedQueryTransport } from './saved-query-model.js';
import type { SavedQuery, SavedQueryRecord } from './saved-query-storage.js';
import { isSuperQueryRule } from './super-query-types.js';

interface WireRow {
  field?: unknown;
  rule?: unknown;
  val?: unknown;
  type?: unknown;
  dbType?: unknown;
}

interface WireSaved {
  id?: unknown;
  title?: unknown;
  matchType?: unknown;
  records?: unknown;
}

/** The wire holds one value per row: multi-values travel comma-joined, as in `superQueryParams`. */
function toWireRow(record: SavedQueryRecord) {
  return {
    field: record.field,
    rule: record.rule,
    val: Array.isArray(record.val) ? record.val.join(',') : record.val,
    ...(record.type !== undefined ? { type: record.type } : {}),
    ...(record.dbType !== undefined ? { dbType: record.dbType } : {}),
  };
}

function fromWireRow(row: WireRow): SavedQueryRecord {
  const record: SavedQueryRecord = {
    field: typeof row.field === 'string' ? row.field : '',
    rule: isSuperQueryRule(row.rule) ? row.rule : (String(row.rule) as SavedQueryRecord['rule']),
    val: row.val === null || row.val === undefined ? '' : String(row.val),
  };
  if (typeof row.type === 'string') record.type = row.type;
  if (typeof row.dbType === 'string') record.dbType = row.dbType;
  return record;
}

/** Unknown rules pass through unchanged so the model flags the entry instead of silently fixing it. */
export function fromWireSaved(item: WireSaved): SavedQuery {
  const saved: SavedQuery = {
    title: typeof item.title === 'string' ? item.title : '',
    matchType: item.matchType === 'or' ? 'or' : 'and',
    records: Array.isArray(item.records) ? (item.records as WireRow[]).map(fromWireRow) : [],
  };
  if (typeof item.id === 'string') saved.id = item.id;
  return saved;
}

export function createSdkSavedQueryTransport(client: Pick<CoreClient, 'call'>): SavedQueryTransport {
  async function list(saveCode: string, signal?: AbortSignal): Promise<SavedQuery[]> {
    const result: unknown = await client.call('superQuerySavedList', { query: { saveCode } }, { signal });
    return Array.isArray(result) ? result.map((item) => fromWireSaved(item as WireSaved)) : [];
  }
  return {
    list,
    async save(saveCode, entry) {
      const body = {
        saveCode,
        title: entry.title,
        matchType: entry.matchType,
        records: entry.records.map(toWireRow),
      };
      const result: unknown = await client.call('superQuerySavedSave', { body });
      return result && typeof result === 'object' ? fromWireSaved(result as WireSaved) : undefined;
    },
    async remove(saveCode, entry) {
      let id = entry.id;
      if (id === undefined) {
        // Saved elsewhere before this device learnt its id: find it by title.
        id = (await list(saveCode)).find((e) => e.title === entry.title)?.id;
        if (id === undefined) return;
      }
      await client.call('superQuerySavedDelete', { query: { id } });
    },
  };
}
