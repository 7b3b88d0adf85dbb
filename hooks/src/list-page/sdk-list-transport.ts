// The list page's transport over the SDK client: configured URLs through `requestEnvelope`, result shapes unified.
import type { CoreClient } from '@clinic/sdk';
import type { ListResult, ListTransport, Row } from './list-types.js';

/** A list answer is `result.records` + `result.total`, or a bare array (tree tables, small lookups). */
export function normalizeListResult<R extends Row = Row>(result: unknown): ListResult<R> {
  if (Array.isArray(result)) return { records: result as R[], total: result.length };
  if (result && typeof result === 'object') {
    const { records, total, totalEstimated } = result as {
      records?: unknown;
      total?: unknown;
      totalEstimated?: unknown;
    };
    const list = Array.isArray(records) ? (records as R[]) : [];
    const count = typeof total === 'number' ? total : Number(total);
    const exact = Number.isFinite(count) && count >= 0;
    return {
      records: list,
      total: exact ? count : list.length,
      // Large lists answer an estimated total (the server counts exactly only up to a bound).
      ...(exact && totalEstimated === true ? { totalEstimated: true } : {}),
    };
  }
  return { records: [], total: 0 };
}

export function createSdkListTransport<R extends Row = Row>(
  client: Pick<CoreClient, 'requestEnvelope'>,
): ListTransport<R> {
  return {
    async list(url, params, signal) {
      const envelope = await client.requestEnvelope('GET', url, { query: params, signal });
      return normalizeListResult<R>(envelope.result);
    },
    async delete(url, id) {
      return (await client.requestEnvelope('DELETE', url, { query: { id } })).message;
    },
    async deleteBatch(url, ids) {
      return (await client.requestEnvelope('DELETE', url, { query: { ids: ids.join(',') } })).message;
    },
  };
}
