import { describe, expect, it, vi } from 'vitest';
import { createPopupReportModel, type ReportTransport } from './popup-report-model.js';
import { checkPopupConfig, mapPopupRows, reportRowKey, sortString } from './popup-report-rules.js';
import { createResponseCache } from './response-cache.js';

function transport() {
  const order: string[] = [];
  const t: ReportTransport = {
    columns: vi.fn(async (code: string) => {
      order.push(`columns:${code}`);
      return {
        cgRpConfigId: 'R1',
        cgRpConfigName: '选择患者',
        columns: [{ dataIndex: 'name', title: '姓名' }],
        dictOptions: {},
      };
    }),
    queryInfo: vi.fn(async (id: string) => {
      order.push(`query:${id}`);
      return [{ field: 'name', mode: 'single' as const }];
    }),
    data: vi.fn(async (id: string, params: Record<string, string | number>) => {
      order.push(`data:${id}:${params.pageNo}`);
      return {
        records: [
          { id: 'p1', name: '张三', phone: '13800000001' },
          { id: 'p2', name: '李四', phone: '13800000002' },
        ],
        total: 2,
      };
    }),
  };
  return { t, order };
}

const config = { code: 'patient_report', orgFields: 'name,phone', destFields: 'patientName,patientPhone' };

describe('popup report picker', () => {
  it('loads columns, then query info, then data', async () => {
    const { t, order } = transport();
    const model = createPopupReportModel(t, { ...config, cache: createResponseCache() });
    expect(await model.open()).toBe(true);
    expect(order).toEqual(['columns:patient_report', 'query:R1', 'data:R1:1']);
    expect(model.getSnapshot()).toMatchObject({ phase: 'ready', title: '选择患者' });
  });

  it('single mode: zero rows warns; one row maps org fields to dest fields and clears the selection', async () => {
    const { t } = transport();
    const model = createPopupReportModel(t, { ...config, cache: createResponseCache() });
    await model.open();
    expect(model.confirm()).toEqual({ ok: false, message: '请选择一条记录' });
    model.table.toggle(model.table.getSnapshot().rows[0]!);
    const result = model.confirm();
    expect(result.ok && result.values).toEqual({ patientName: '张三', patientPhone: '13800000001' });
    expect(model.table.getSnapshot().selectedKeys).toEqual([]);
  });

  it('multi mode joins several rows with commas', () => {
    const rows = [
      { name: '张三', phone: '1' },
      { name: '李四', phone: '2' },
    ];
    expect(mapPopupRows(rows, ['name', 'phone'], ['a', 'b'])).toEqual({ a: '张三,李四', b: '1,2' });
  });

  it('refuses a configuration without code or fields, or with unequal counts', async () => {
    expect(checkPopupConfig({ code: '', orgFields: 'a', destFields: 'b' })).toEqual({
      ok: false,
      message: 'popup参数未正确配置!',
    });
    expect(checkPopupConfig({ code: 'x', orgFields: 'a,b', destFields: 'b' })).toEqual({
      ok: false,
      message: 'popup参数未正确配置，原始值与目标值数量不一致!',
    });
    const { t } = transport();
    const model = createPopupReportModel(t, { code: 'x', orgFields: '', destFields: '' });
    expect(await model.open()).toBe(false);
    expect(t.columns).not.toHaveBeenCalled();
  });

  it('caches answers per group id for 30 s', async () => {
    let now = 0;
    const cache = createResponseCache(30_000, () => now);
    const { t } = transport();
    await createPopupReportModel(t, { ...config, cache }).open();
    now = 29_999;
    await createPopupReportModel(t, { ...config, cache }).open();
    expect(t.columns).toHaveBeenCalledTimes(1);
    expect(t.data).toHaveBeenCalledTimes(1);
    now = 30_000;
    await createPopupReportModel(t, { ...config, cache }).open();
    expect(t.columns).toHaveBeenCalledTimes(2);
  });

  it('sends sort, self_ params and filters with the data request', async () => {
    const { t } = transport();
    const model = createPopupReportModel(t, {
      ...config,
      param: { status: '1' },
      cache: createResponseCache(),
    });
    await model.open();
    model.table.setFilter('name', '张');
    await model.table.setSort('name', 'desc');
    expect(t.data).toHaveBeenLastCalledWith('R1', {
      pageNo: 1,
      pageSize: 10,
      name: '张',
      column: 'name',
      order: 'desc',
      self_status: '1',
    });
  });

  it('sort string and 50-character row keys', () => {
    expect(sortString('name', 'asc')).toBe('name=asc');
    expect(reportRowKey({ a: 'x'.repeat(40), b: 'y'.repeat(40) })).toHaveLength(50);
    expect(reportRowKey({ id: 'p1', a: 'zzz' })).toBe('p1');
  });
});
