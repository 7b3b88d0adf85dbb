// The figures of the tenant home pages (shell-spec 2.5): the analysis home's aggregates (analysis-overview.ts); the
// clinic overview counts the acting tenant's own rows; the platform overview counts every tenant's in the platform
// department's tenant, and only its own in any other.
import { sql } from 'drizzle-orm';
import { resources, type ResourceDef } from '@clinic/sdk/resources';
import { PLATFORM_DEPARTMENT_TENANT_ID } from '@clinic/sdk/wire';
import { nowOf, type HandlerMap, type RequestContext } from '../core/index.js';
import { rows } from '../db/rows.js';
import { findResource } from '../resources/registry.js';
import { fromTable, tenantScope } from '../resources/engine/scope.js';
import { clinicDate } from '../db/clinic-clock.js';
import { followupOverdue } from '../resources/visit-overdue.js';
import { analysisOverview } from './analysis-overview.js';

const count = (v: unknown) => Number(v ?? 0);

/** A resource's rows as its list reads them (tenant, 数据规则), so a figure equals the list it stands for. */
function listed(def: ResourceDef, ctx: RequestContext) {
  const decl = findResource(def.name)!;
  return { from: fromTable(decl), where: tenantScope(decl, ctx) };
}

async function clinicOverview(ctx: RequestContext) {
  const now = nowOf(ctx);
  const today = clinicDate(now);
  const month = today.slice(0, 7);
  const monthStart = `${month}-01`;
  const patient = listed(resources.patient, ctx);
  const medication = listed(resources.medication, ctx);
  const visitRows = listed(resources.followup, ctx);
  const [patients] = await rows<{ total: unknown; added: unknown; overdue: unknown }>(
    ctx.db,
    sql`SELECT count(*) AS total,
          count(*) FILTER (WHERE create_time >= ${monthStart}::date) AS added,
          count(*) FILTER (WHERE ${followupOverdue(now)}) AS overdue
        FROM ${patient.from} WHERE ${patient.where}`,
  );
  const [medicated] = await rows<{ n: unknown }>(
    ctx.db,
    sql`SELECT count(DISTINCT patient_id) AS n FROM ${medication.from}
        WHERE ${medication.where} AND start_date <= ${today}::date
          AND (end_date IS NULL OR end_date >= ${today}::date)`,
  );
  const visits = await rows<{ way: string; n: unknown; high: unknown }>(
    ctx.db,
    sql`SELECT way, count(*) AS n,
          count(*) FILTER (WHERE systolic >= 140 OR diastolic >= 90) AS high
        FROM ${visitRows.from}
        WHERE ${visitRows.where} AND visit_date >= ${monthStart}::date AND visit_date <= ${today}::date
        GROUP BY way`,
  );
  const ways = resources.followup.dictionaries?.find((d) => d.code === 'followup_way')?.items ?? [];
  const byWay = new Map(visits.map((v) => [v.way, count(v.n)]));
  return {
    month,
    patients: count(patients?.total),
    patientsAddedThisMonth: count(patients?.added),
    overduePatients: count(patients?.overdue),
    patientsOnMedication: count(medicated?.n),
    followupsThisMonth: visits.reduce((sum, v) => sum + count(v.n), 0),
    followupsByWay: ways.map((w) => ({ way: w.value, wayText: w.text, count: byWay.get(w.value) ?? 0 })),
    bloodPressureAboveTarget: visits.reduce((sum, v) => sum + count(v.high), 0),
  };
}

async function platformOverview(ctx: RequestContext) {
  // Every tenant's administrators hold every button, so the tenant decides what is seen: the platform department
  // sees every tenant, any other tenant only itself. ctx.tenantId is the session's (a tenant header is honoured
  // only for the user's own tenants).
  const scope = ctx.tenantId === PLATFORM_DEPARTMENT_TENANT_ID ? sql`TRUE` : sql`t.id = ${ctx.tenantId}`;
  const perTenant = await rows<{
    id: string;
    name: string;
    status: unknown;
    users: unknown;
    patients: unknown;
    followups: unknown;
  }>(
    ctx.db,
    sql`SELECT t.id, t.name, t.status,
          (SELECT count(*) FROM sys_user_tenant ut JOIN sys_user u ON u.id = ut.user_id
            WHERE ut.tenant_id = t.id AND u.del_flag = 0) AS users,
          (SELECT count(*) FROM chronic_patient p WHERE p.tenant_id = t.id) AS patients,
          (SELECT count(*) FROM chronic_followup f WHERE f.tenant_id = t.id) AS followups
        FROM sys_tenant t WHERE ${scope} ORDER BY t.create_time, t.id`,
  );
  const [people] = await rows<{ n: unknown }>(
    ctx.db,
    sql`SELECT count(DISTINCT u.id) AS n FROM sys_user u JOIN sys_user_tenant ut ON ut.user_id = u.id
        JOIN sys_tenant t ON t.id = ut.tenant_id WHERE u.del_flag = 0 AND ${scope}`,
  );
  const figures = perTenant.map((t) => ({
    tenantId: t.id,
    tenantName: t.name,
    status: count(t.status),
    users: count(t.users),
    patients: count(t.patients),
    followups: count(t.followups),
  }));
  return {
    tenants: figures.length,
    activeTenants: figures.filter((t) => t.status === 1).length,
    users: count(people?.n),
    patients: figures.reduce((sum, t) => sum + t.patients, 0),
    followups: figures.reduce((sum, t) => sum + t.followups, 0),
    perTenant: figures,
  };
}

export const handlers: HandlerMap = {
  analysisOverview: (_input, ctx) => analysisOverview(ctx),
  clinicOverview: (_input, ctx) => clinicOverview(ctx),
  platformOverview: (_input, ctx) => platformOverview(ctx),
};
