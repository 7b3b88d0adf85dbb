import { describe, expect, it, vi } from 'vitest';
import { createPopupReportModel, type ReportTransport } from './popup-report-model.js';
import {
  checkPopupConfig,
  mapPopupRows,
  popupShownText,
  popupValueColumn,
  popupValueKeys,
  reportRowKey,
  sortString,
} from './popup-report-rules.js';
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
  it('looks the stored value up by its report column, keys with a trailing comma, and opens it ticked', async () => {
    const { t, order } = transport();
    const model = createPopupReportModel(t, {
      ...config,
      field: 'patientName',
      cache: createResponseCache(),
    });
    expect(await model.open('李四')).toBe(true);
    expect(t.data).toHaveBeenNthCalledWith(1, 'R1', { name: '李四,', pageNo: 1, pageSize: 1 });
    expect(order).toEqual(['columns:patient_report', 'query:R1', 'data:R1:1', 'data:R1:1']);
    expect(model.getSnapshot().current).toEqual([{ id: 'p2', name: '李四', phone: '13800000002' }]);
    expect(model.table.getSnapshot().selectedKeys).toEqual(['p2']);
    // confirmed unchanged, the same row comes back
    const result = model.confirm();
    expect(result.ok && result.values).toEqual({ patientName: '李四', patientPhone: '13800000002' });
  });

  it('multi mode looks every stored key up at once; single mode ticks the first only', async () => {
    const { t } = transport();
    const multi = createPopupReportModel(t, {
      ...config,
      field: 'patientName',
      multiple: true,
      param: { status: '1' },
      cache: createResponseCache(),
    });
    await multi.open('张三, 李四,张三');
    expect(t.data).toHaveBeenNthCalledWith(1, 'R1', {
      name: '张三,李四,',
      pageNo: 1,
      pageSize: 2,
      self_status: '1',
    });
    expect(multi.table.getSnapshot().selectedKeys).toEqual(['p1', 'p2']);
    const single = createPopupReportModel(t, {
      ...config,
      field: 'patientName',
      cache: createResponseCache(),
    });
    await single.open('张三,李四');
    expect(single.table.getSnapshot().selectedKeys).toEqual(['p1']);
  });

  it('no lookup without a value or a column filling the field; a failed lookup still opens unticked', async () => {
    const { t } = transport();
    await createPopupReportModel(t, { ...config, field: 'patientName', cache: createResponseCache() }).open(
      '',
    );
    await createPopupReportModel(t, { ...config, field: 'other', cache: createResponseCache() }).open('张三');
    expect(t.data).toHaveBeenCalledTimes(2);
    const failing = transport().t;
    failing.data = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ records: [{ id: 'p1', name: '张三' }], total: 1 });
    const model = createPopupReportModel(failing, {
      ...config,
      field: 'patientName',
      cache: createResponseCache(),
    });
    expect(await model.open('张三')).toBe(true);
    expect(model.table.getSnapshot().selectedKeys).toEqual([]);
    expect(model.table.getSnapshot().rows).toHaveLength(1);
  });

  it('the lookup shares the 30 s cache', async () => {
    let now = 0;
    const cache = createResponseCache(30_000, () => now);
    const { t } = transport();
    await createPopupReportModel(t, { ...config, field: 'patientName', cache }).open('张三');
    now = 10_000;
    await createPopupReportModel(t, { ...config, field: 'patientName', cache }).open('张三');
    expect(t.data).toHaveBeenCalledTimes(2); // one lookup, one first page
    now = 40_000;
    await createPopupReportModel(t, { ...config, field: 'patientName', cache }).open('张三');
    expect(t.data).toHaveBeenCalledTimes(4);
  });

  it('the shown value keeps 12 characters then ...; the value column and keys of a field', () => {
    expect(popupShownText('苯磺酸氨氯地平片（络活喜）')).toBe('苯磺酸氨氯地平片（络活喜...');
    expect(popupShownText('沙美特罗替卡松粉吸入剂')).toBe('沙美特罗替卡松粉吸入剂');
    expect(popupShownText('abcdefghijkl')).toBe('abcdefghijkl');
    expect(popupShownText('abcdefghijklm')).toBe('abcdefghijkl...');
    expect(popupShownText('abcdefghijklm', -1)).toBe('abcdefghijklm');
    expect(popupValueColumn(config, 'patientPhone')).toBe('phone');
    expect(popupValueColumn(config, 'other')).toBeNull();
    expect(popupValueKeys(' a, b,,a ')).toEqual(['a', 'b']);
  });

  it('the query form matches typed text anywhere; dictionary items and range ends go as they are', async () => {
    const { t } = transport();
    t.queryInfo = vi.fn(async () => [
      { field: 'name', mode: 'single' as const },
      { field: 'sex', mode: 'single' as const, dictCode: 'sex' },
      { field: 'birthday', mode: 'range' as const },
    ]);
    const model = createPopupReportModel(t, { ...config, cache: createResponseCache() });
    await model.open();
    await model.search({ name: ' 张 ', sex: '1', birthday_begin: '1980-01-01', phone: '' });
    expect(t.data).toHaveBeenLastCalledWith('R1', {
      pageNo: 1,
      pageSize: 10,
      name: '*张*',
      sex: '1',
      birthday_begin: '1980-01-01',
    });
    await model.search({ name: '' });
    expect(t.data).toHaveBeenLastCalledWith('R1', {
      pageNo: 1,
      pageSize: 10,
      sex: '1',
      birthday_begin: '1980-01-01',
    });
  });
});
