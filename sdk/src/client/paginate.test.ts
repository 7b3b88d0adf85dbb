// paginate follows what the server serves (size, pages), yields pages or records, and stops at a limit.
import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, ok, type Recorded } from './fake-fetch.test-util.js';
import { paginate, type PageLike } from './paginate.js';

const ROWS = Array.from({ length: 2_345 }, (_, i) => ({ id: String(i + 1) }));

/** A JeecgBoot-like list: caps pageSize at `cap`, reports size/current/pages as served. */
function cappedList(cap = 1000, reportSize = true) {
  return (req: Recorded) => {
    const pageNo = Number(req.url.searchParams.get('pageNo') ?? 1);
    const size = Math.min(Number(req.url.searchParams.get('pageSize') ?? 10), cap);
    const records = ROWS.slice((pageNo - 1) * size, pageNo * size);
    const page: PageLike<{ id: string }> = { records, total: ROWS.length };
    if (reportSize) Object.assign(page, { size, current: pageNo, pages: Math.ceil(ROWS.length / size) });
    return ok(page);
  };
}

describe('paginate', () => {
  it('asking 5000 a page from a server that serves 1000 still gets every record once', async () => {
    const f = fakeFetch(cappedList());
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const ids: string[] = [];
    for await (const page of client.paginate(client.patient.patientList, { query: { pageSize: 5000 } }))
      ids.push(...page.records.map((r) => r.id!));
    expect(ids).toEqual(ROWS.map((r) => r.id));
    expect(f.calls.map((c) => c.url.searchParams.get('pageSize'))).toEqual(['5000', '1000', '1000']);
    expect(f.calls.map((c) => c.url.searchParams.get('pageNo'))).toEqual(['1', '2', '3']);
  });

  it('a server that does not report size: a short first page with more in total is taken as its size', async () => {
    const f = fakeFetch(cappedList(1000, false));
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const all = await client
      .paginate((q, o) => client.request<PageLike<{ id: string }>>('GET', '/l', { query: q, ...o }), {
        pageSize: 5000,
      })
      .toArray({ limit: 10_000 });
    expect(all).toHaveLength(ROWS.length);
  });

  it('items() yields records; toArray({ limit }) fetches only the pages it needs', async () => {
    const f = fakeFetch(cappedList());
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const first = await client
      .paginate(client.patient.patientList, { query: { pageSize: 100, name: '张' } })
      .toArray({ limit: 150 });
    expect(first.map((r) => r.id)).toEqual(ROWS.slice(0, 150).map((r) => r.id));
    expect(f.calls).toHaveLength(2);
    expect(f.calls[1]!.url.searchParams.get('name')).toBe('张');
    let n = 0;
    for await (const row of client
      .paginate(client.patient.patientList, { query: { pageSize: 1000 } })
      .items()) {
      expect(row.id).toBe(String(++n));
    }
    expect(n).toBe(ROWS.length);
    await expect(client.paginate(client.patient.patientList).toArray({ limit: -1 })).rejects.toBeInstanceOf(
      RangeError,
    );
  });

  it('stops at the server pages even when pages come back full, and on an empty page', async () => {
    let calls = 0;
    const full = paginate(
      async () => {
        calls += 1;
        return { records: [{ id: 'x' }], total: 99, size: 1, pages: 3 };
      },
      { pageSize: 1 },
    );
    expect(await full.toArray({ limit: 100 })).toHaveLength(3);
    expect(calls).toBe(3);
    const empty = paginate(async () => ({ records: [], total: 50 }));
    expect(await empty.toArray({ limit: 100 })).toEqual([]);
  });

  it('starts at the asked page and honours an abort between pages', async () => {
    const f = fakeFetch(cappedList());
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const controller = new AbortController();
    const pages = client.paginate(
      client.patient.patientList,
      { query: { pageNo: 2, pageSize: 1000 } },
      { signal: controller.signal },
    );
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const page of pages) {
          seen.push(page.current!);
          controller.abort();
        }
      })(),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([2]);
  });
});
