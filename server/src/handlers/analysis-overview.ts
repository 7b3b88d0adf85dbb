// The analysis home's aggregates (issue 17 item 8): figures that are list totals, the twelve-month trend and the
// disease distribution, all over the rows the caller's lists show (tenant scope and 数据规则 through the engine).
// A figure is one entry of FIGURES: a resource and the list parameters it counts, so its number is its list's total.
import { sql } from 'drizzle-orm';
import { permissionOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { nowOf, type RequestContext } from '../core/index.js';
import { rows } from '../db/rows.js';
import { dictOptions } from '../resources/dict-store.js';
import { listWhere } from '../resources/engine/list.js';
import { fromTable, tenantScope } from '../resources/engine/scope.js';
import { findResource } from '../resources/registry.js';
import { clinicDate } from '../db/clinic-clock.js';
import { VISIT_STATUS, sweepOverdueVisits } from '../resources/visit-schedule.js';

/** The days a figure's parameters are relative to (clinic calendar, UTC+8). */
export interface AnalysisDays {
  today: string;
  monthStart: string;
}

interface FigureDef {
  key: string;
  title: string;
  resource: ResourceDef;
  query: (days: AnalysisDays) => Record<string, string>;
}

/** The figures in page order; a new one is an entry here (its list must accept the parameters). */
export const ANALYSIS_FIGURES: readonly FigureDef[] = [
  { key: 'patients', title: '患者总数', resource: resources.patient, query: () => ({}) },
  {
    key: 'patientsThisMonth',
    title: '本月新增',
    resource: resources.patient,
    query: (d) => ({ createTime_begin: d.monthStart }),
  },
  {
    key: 'visitsThisMonth',
    title: '本月随访',
    resource: resources.followup,
    query: (d) => ({ visitDate_begin: d.monthStart, visitDate_end: d.today }),
  },
  { key: 'due', title: '待随访', resource: resources.followup, query: () => ({ status: VISIT_STATUS.due }) },
  {
    key: 'overdue',
    title: '已逾期',
    resource: resources.followup,
    query: () => ({ status: VISIT_STATUS.overdue }),
  },
];

const TREND_MONTHS = 12;
const count = (v: unknown) => Number(v ?? 0);
const mayList = (def: ResourceDef, ctx: RequestContext) =>
  ctx.user?.permissions.has(permissionOf(def, 'list')) ?? false;

function declOf(def: ResourceDef) {
  const decl = findResource(def.name);
  if (!decl) throw new Error(`resource ${def.name} is not registered`);
  return decl;
}

/** The twelve months up to `month` (YYYY-MM), oldest first. */
export function monthsUpTo(month: string, n = TREND_MONTHS): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

async function figureValue(def: FigureDef, days: AnalysisDays, ctx: RequestContext) {
  const decl = declOf(def.resource);
  const query = def.query(days);
  const where = await listWhere(decl, query, ctx);
  const [r] = await rows<{ n: unknown }>(
    ctx.db,
    sql`SELECT count(*) AS n FROM ${fromTable(decl)} WHERE ${where}`,
  );
  return { key: def.key, title: def.title, value: count(r?.n), resource: def.resource.name, query };
}

/** Rows per month of a date column, over the resource's rows the caller may list. */
async function perMonth(
  def: ResourceDef,
  column: string,
  months: string[],
  today: string,
  ctx: RequestContext,
) {
  const decl = declOf(def);
  const c = sql.identifier(column);
  const found = await rows<{ m: string; n: unknown }>(
    ctx.db,
    sql`SELECT to_char(t.${c}, 'YYYY-MM') AS m, count(*) AS n FROM ${fromTable(decl)}
        WHERE ${tenantScope(decl, ctx)} AND t.${c} >= ${`${months[0]}-01`}::date
          AND t.${c} < (${today}::date + 1)
        GROUP BY 1`,
  );
  const byMonth = new Map(found.map((r) => [r.m, count(r.n)]));
  return months.map((m) => byMonth.get(m) ?? 0);
}

async function diseases(ctx: RequestContext) {
  const decl = declOf(resources.patient);
  const items = await dictOptions(ctx.db, ctx.tenantId, 'disease_type');
  if (items.length === 0) return [];
  // disease_type holds comma-joined codes: a patient with two diseases counts in both slices.
  const counts = sql.join(
    items.map(
      (item, i) =>
        sql`count(*) FILTER (WHERE (',' || t.disease_type || ',') LIKE ${`%,${item.value},%`}) AS ${sql.identifier(`d${i}`)}`,
    ),
    sql`, `,
  );
  const [r] = await rows<Record<string, unknown>>(
    ctx.db,
    sql`SELECT ${counts} FROM ${fromTable(decl)} WHERE ${tenantScope(decl, ctx)}`,
  );
  return items.map((item, i) => ({ value: item.value, text: item.text, count: count(r?.[`d${i}`]) }));
}

/**
 * 随访完成率 per department of the patients: the visits due in the twelve months up to today, and how many of them
 * were recorded, over the visits the caller's lists show. Departments without a due visit are left out.
 */
async function completionByDepartment(months: string[], today: string, ctx: RequestContext) {
  const decl = declOf(resources.followup);
  const found = await rows<{ dept: string | null; name: string | null; due: unknown; done: unknown }>(
    ctx.db,
    sql`SELECT p.dept_id AS dept, d.depart_name AS name, count(*) AS due,
               count(*) FILTER (WHERE t.status = ${VISIT_STATUS.done}) AS done
        FROM ${fromTable(decl)}
        JOIN chronic_patient p ON p.id = t.patient_id AND p.tenant_id = t.tenant_id
        LEFT JOIN sys_depart d ON d.id = p.dept_id AND d.tenant_id = p.tenant_id
        WHERE ${tenantScope(decl, ctx)} AND t.due_date >= ${`${months[0]}-01`}::date AND t.due_date <= ${today}::date
        GROUP BY 1, 2 ORDER BY 2 NULLS LAST`,
  );
  return found.map((r) => ({
    value: r.dept ?? '',
    text: r.name ?? '未分配科室',
    due: count(r.due),
    done: count(r.done),
  }));
}

export async function analysisOverview(ctx: RequestContext) {
  const today = clinicDate(nowOf(ctx));
  const month = today.slice(0, 7);
  const days: AnalysisDays = { today, monthStart: `${month}-01` };
  const months = monthsUpTo(month);
  const shown = ANALYSIS_FIGURES.filter((f) => mayList(f.resource, ctx));
  const visits = mayList(resources.followup, ctx);
  // The visit list turns passed due dates 已逾期 before it is read; the figures count the same rows.
  if (visits) await sweepOverdueVisits(ctx.db, ctx.notifier, ctx.tenantId, nowOf(ctx));
  const figures = [];
  for (const f of shown) figures.push(await figureValue(f, days, ctx));
  const series = [
    {
      key: 'patients',
      name: '新增患者',
      data: await perMonth(resources.patient, 'create_time', months, today, ctx),
    },
  ];
  if (visits)
    series.push({
      key: 'visits',
      name: '随访人次',
      data: await perMonth(resources.followup, 'visit_date', months, today, ctx),
    });
  const completion = visits ? await completionByDepartment(months, today, ctx) : [];
  return { today, month, figures, trend: { months, series }, diseases: await diseases(ctx), completion };
}
