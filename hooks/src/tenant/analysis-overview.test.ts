// The analysis home's model: asked only with the patient list permission; each figure links to its list, filtered.
import { describe, expect, it, vi } from 'vitest';
import { permissionOf, resources } from '@clinic/sdk/resources';
import { decodeListQuery } from '../list-page/list-url-state.js';
import {
  ANALYSIS_PERMISSION,
  analysisFigureHref,
  completionChart,
  completionRate,
  createAnalysisOverviewModel,
} from './analysis-overview.js';

describe('the analysis overview model', () => {
  it('asks the server only with the patient list permission', async () => {
    const call = vi.fn(async () => ({ figures: [] }));
    const denied = createAnalysisOverviewModel({ call } as never, () => false);
    await denied.load();
    expect(call).not.toHaveBeenCalled();
    expect(denied.getSnapshot().allowed).toBe(false);
    const can = vi.fn(() => true);
    const model = createAnalysisOverviewModel({ call } as never, can);
    await model.load();
    expect(can).toHaveBeenCalledWith('chronic:patient:list');
    expect(ANALYSIS_PERMISSION).toBe(permissionOf(resources.patient, 'list'));
    expect(call).toHaveBeenCalledWith('analysisOverview');
    expect(model.getSnapshot().data).toEqual({ figures: [] });
  });

  it("links a figure to its resource's list with its parameters as the list's query", () => {
    expect(analysisFigureHref({ resource: 'patient', query: {} })).toBe('/chronic/patient/list');
    const href = analysisFigureHref({
      resource: resources.followup.name,
      query: { visitDate_begin: '2026-11-01', visitDate_end: '2026-11-27' },
    })!;
    const [path, search] = href.split('?');
    expect(path).toBe(resources.followup.menu?.path);
    const query = decodeListQuery(Object.fromEntries(new URLSearchParams(search)));
    expect(query.queryParam).toEqual({ visitDate_begin: '2026-11-01', visitDate_end: '2026-11-27' });
    expect(analysisFigureHref({ resource: 'nothing', query: {} })).toBeNull();
  });

  it('stacks the recorded and the remaining due visits per department, with the rate for the tooltip', () => {
    expect(completionRate({ due: 40, done: 31 })).toBe('77.5%');
    expect(completionRate({ due: 3, done: 2 })).toBe('66.7%');
    expect(completionRate({ due: 0, done: 0 })).toBe('—');
    const chart = completionChart([
      { value: 'd1', text: '内分泌科', due: 40, done: 31 },
      { value: '', text: '未分配科室', due: 2, done: 2 },
    ]);
    expect(chart.labels).toEqual(['内分泌科', '未分配科室']);
    expect(chart.series).toEqual([
      { name: '已完成', data: [31, 2] },
      { name: '未完成', data: [9, 0] },
    ]);
    expect(chart.rates).toEqual(['完成率 77.5%', '完成率 100%']);
  });
});
