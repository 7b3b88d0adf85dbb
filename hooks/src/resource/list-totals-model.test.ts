import { describe, expect, it, vi } from 'vitest';
import { createListTotalsModel } from './list-totals-model.js';

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
});
