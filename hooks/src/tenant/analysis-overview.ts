// The analysis home (/dashboard/analysis): the server's aggregate (figures, trend, diseases) loaded with the patient
// list permission, and where each figure's list is: its resource's page with the figure's parameters as query fields.
import type { ClinicClient, OperationTypes, ResultOf } from '@clinic/sdk';
import { resources, type ResourceDef } from '@clinic/sdk/resources';
import { defaultListQuery, encodeListQuery } from '../list-page/list-url-state.js';
import { createOverviewModel, type OverviewModel } from './tenant-overview.js';

export type AnalysisOverview = ResultOf<OperationTypes['analysisOverview']>;
export type AnalysisFigure = AnalysisOverview['figures'][number];

/** The operation's x-permission: the analysis home needs the patient list. */
export const ANALYSIS_PERMISSION = 'chronic:patient:list';

export function createAnalysisOverviewModel(
  client: Pick<ClinicClient, 'call'>,
  can: (permission: string) => boolean,
): OverviewModel<AnalysisOverview> {
  return createOverviewModel(() => client.call('analysisOverview'), can(ANALYSIS_PERMISSION));
}

// Looked up when asked (no module-level work: the hooks' entry stays tree-shakable for the login page's budget).
const byName = (name: string): ResourceDef | undefined =>
  (Object.values(resources) as ResourceDef[]).find((r) => r.name === name);

/**
 * The list a figure counts, filtered as the server counted it (`/chronic/patient/list?q.createTime_begin=...`), or
 * null for a resource without a page.
 */
export function analysisFigureHref(figure: Pick<AnalysisFigure, 'resource' | 'query'>): string | null {
  const def = byName(figure.resource);
  const path = def?.menu?.path;
  if (!path) return null;
  const search = new URLSearchParams(
    encodeListQuery({ ...defaultListQuery(), queryParam: { ...figure.query } }),
  );
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export type AnalysisCompletion = AnalysisOverview['completion'][number];

/** 随访完成率 of one department, "77.5%" (one decimal), or "—" when nothing was due. */
export function completionRate(row: Pick<AnalysisCompletion, 'due' | 'done'>): string {
  if (row.due <= 0) return '—';
  return `${Math.round((row.done / row.due) * 1000) / 10}%`;
}

/** The completion bar chart: per department the recorded visits and the rest of the due ones, stacked, and the rate. */
export function completionChart(rows: readonly AnalysisCompletion[]) {
  return {
    labels: rows.map((r) => r.text),
    series: [
      { name: '已完成', data: rows.map((r) => r.done) },
      { name: '未完成', data: rows.map((r) => Math.max(0, r.due - r.done)) },
    ],
    rates: rows.map((r) => `完成率 ${completionRate(r)}`),
  };
}
