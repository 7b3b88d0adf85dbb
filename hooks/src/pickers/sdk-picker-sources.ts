// Adapters from the @clinic/sdk client to the pickers' loaders (user, role, position, reports, business); the
// department tree is a dictionary tree (dict/sdk-dict-sources).
import type { ClinicClient } from '@clinic/sdk';
import type { ReportColumns, ReportQueryItem, ReportTransport } from './popup-report-model.js';
import {
  toPickerPage,
  type PickerLoader,
  type PickerPage,
  type PickerQuery,
  type Row,
} from './picker-types.js';

type Client = Pick<ClinicClient, 'call' | 'request'>;

const paging = (q: PickerQuery) => ({
  pageNo: q.pageNo,
  pageSize: q.pageSize,
  ...(q.column ? { column: q.column, order: q.order ?? 'asc' } : {}),
});

/** The user picker: one operation filters by department, name, sex and birthday together. */
export function userPickerLoader(client: Client): PickerLoader {
  return async (q, signal) => {
    const { departId, username, sex, birthday } = q.filters;
    const query = {
      ...paging(q),
      ...(departId ? { departId } : {}),
      ...(username ? { username } : {}),
      ...(sex ? { sex } : {}),
      ...(birthday ? { birthday } : {}),
    };
    return toPickerPage(await client.call('queryUserComponentData', { query }, { signal }));
  };
}

/** Display of a stored username list: realname per username (page 1, as large as the list). */
export async function lookupUsernames(client: Client, usernames: readonly string[]): Promise<Row[]> {
  const names = usernames.map((s) => s.trim()).filter((s) => s !== '');
  if (names.length === 0) return [];
  const page = await client.call('queryUsersByUsernames', {
    query: { usernames: names.join(','), pageNo: 1, pageSize: names.length },
  });
  return toPickerPage(page).records;
}

export function rolePickerLoader(client: Client): PickerLoader {
  return async (q, signal) =>
    toPickerPage(await client.call('roleList', { query: { ...paging(q), ...q.filters } }, { signal }));
}

export function positionPickerLoader(client: Client): PickerLoader {
  return async (q, signal) => {
    const name = q.filters.name;
    const query = { ...paging(q), ...(name ? { name: `*${name}*` } : {}) };
    return toPickerPage(await client.call('positionList', { query }, { signal }));
  };
}

export function reportTransport(client: Client): ReportTransport {
  return {
    columns: async (code) => (await client.call('getRpColumns', { path: { code } })) as ReportColumns,
    queryInfo: async (id) =>
      (await client.call('getRpQueryInfo', { path: { cgRpConfigId: id } })) as ReportQueryItem[],
    data: async (id, params): Promise<PickerPage> =>
      // Report data takes dynamic query fields and self_* parameters the contract cannot list one by one.
      toPickerPage(
        await client.request('GET', `/online/cgreport/api/getData/${encodeURIComponent(id)}`, {
          query: params,
        }),
      ),
  };
}

/** Business picker: any configured list URL; its answer may be an array or a page. */
export function businessPickerLoader(
  client: Client,
  listUrl: string,
  extra: Record<string, string> = {},
): PickerLoader {
  return async (q, signal) =>
    toPickerPage(
      await client.request('GET', listUrl, { query: { ...extra, ...q.filters, ...paging(q) }, signal }),
    );
}
