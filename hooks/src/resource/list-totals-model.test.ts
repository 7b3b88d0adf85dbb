import { describe, expect, it, vi } from 'vitest';
import { createListTotalsModel, viewOfQuery } from './list-totals-model.js';

describe('list totals', () => {
  it('counts each view with its own parameters, and a failed view has no number', async () => {
    const list = vi.fn(async (params: Record<string, unknown>) => {
      if (params.status === 'x') throw new Error('down');
      return { records: [], total: params.status === '2' ? 7 : 30 };
    });
    const model = createListTotalsModel({
      client: { resource: () => ({ list }) } as never,
      def: { base: '/chronic/visit' },
      views: { overdue: { status: '2' }, all: {}, broken: { status: 'x' } },
    });
    expect(model.getSnapshot().totals).toEqual({ overdue: null, all: null, broken: null });
    await model.refresh();
    expect(model.getSnapshot().totals).toEqual({ overdue: 7, all: 30, broken: null });
    expect(list).toHaveBeenCalledWith({ status: '2', pageNo: 1, pageSize: 1 });
  });

  it('opens the view a link asks for: the most specific whose parameters the query holds', () => {
    const views = { '0': { status: '0' }, '2': { status: '2' }, all: {} };
    expect(viewOfQuery(views, { status: '2' })).toBe('2');
    // 本月随访 (a date range, any status) opens 全部
    expect(viewOfQuery(views, { visitDate_begin: '2026-11-01' })).toBe('all');
    expect(viewOfQuery(views, { status: '0', way: '1' })).toBe('0');
    expect(viewOfQuery(views, {})).toBeUndefined();
    expect(viewOfQuery({ a: { status: '1' } }, { status: '2' })).toBeUndefined();
  });
});
