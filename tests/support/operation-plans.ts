// How every-operation.test.ts builds a minimal valid call for each operation: the ids it needs, who calls, and
// which operations cannot be built here (with the reason). Kept beside the test so the table is reviewed with it.
import { issueTicket } from '@clinic/server';
import { resources, type ResourceDef } from '@clinic/sdk/resources';
import type { ContractOperation } from './contract-document.js';
import { contractDocument } from './contract-document.js';
import { minimalInput, minimalValue, unique, type BuiltInput } from './minimal-input.js';
import { exportedWorkbook, uploadPng } from './file-fixtures.js';
import { multipartBody, TINY_PNG, XLSX_TYPE } from './multipart.js';
import { addAndFind, listAll, listIds } from './record-ids.js';
import { tenantReference } from './references.js';
import { referenceOf, resourceDeclarations } from './server-internals.js';
import type { Envelope, TestServer } from './test-server.js';

/** Operations whose valid input this suite cannot build, and why. The test fails when this table grows. */
export const CANNOT_BUILD: Record<string, string> = {};
export const CANNOT_BUILD_LIMIT = 0;

/** Operations that change or end sessions or delete rows: run after every other operation. */
export const DESTRUCTIVE = new Set([
  'logout',
  'staffLogout',
  'forceLogout',
  'changePassword',
  'superQuerySavedDelete',
]);
export const isDestructive = (op: ContractOperation) =>
  DESTRUCTIVE.has(op.operationId) || op.crud === 'delete' || op.crud === 'deleteBatch';

export interface PlannedCall {
  token: string | null;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  multipart?: { body: Buffer; contentType: string };
}

export interface PlanContext {
  server: TestServer;
  admin: string;
  researcher: string;
  /** The platform department's administrator (operator, tenant 3000): the only holder of platform-level codes. */
  platform: string;
  /** Resource name → list/add/... base path. */
  bases: Map<string, string>;
}

/** The context every operation sweep plans with: the seeded admin and researcher of tenant 1000 on `server`. */
export async function planContext(server: TestServer): Promise<PlanContext> {
  return {
    server,
    admin: await server.login('admin'),
    researcher: await server.login('researcher'),
    platform: await server.login('operator'),
    bases: resourceBases(),
  };
}

export function resourceBases(): Map<string, string> {
  const bases = new Map<string, string>();
  for (const op of contractDocument().operations)
    if (op.resource && op.crud) bases.set(op.resource, op.path.slice(0, op.path.lastIndexOf('/')));
  return bases;
}

function baseOf(ctx: PlanContext, op: ContractOperation): string {
  const base = op.resource ? ctx.bases.get(op.resource) : undefined;
  if (!base) throw new Error(`${op.operationId} has no resource base`);
  return base;
}

/** Platform-level resources (租户管理) are reached by the platform department's administrator only. */
const PLATFORM_BASES = new Set(['/sys/tenant']);
const PLATFORM_OPERATIONS = new Set(['tenantUserList', 'addTenantUsers', 'removeTenantUsers']);

/** Whether an address belongs to a platform-level resource (only the platform department's administrator reaches it). */
export function isPlatformPath(path: string): boolean {
  return [...PLATFORM_BASES].some((base) => path.startsWith(`${base}/`));
}

/** Who acts on a resource base in the plans: the platform's administrator for platform-level ones. */
export function callerOf(ctx: PlanContext, base: string): string {
  return PLATFORM_BASES.has(base) ? ctx.platform : ctx.admin;
}

const testDicts = new WeakMap<PlanContext, Promise<string>>();

/** A dictionary of the tests' own, so item operations do not depend on the seeded items. */
function testDict(ctx: PlanContext): Promise<string> {
  let made = testDicts.get(ctx);
  if (!made) {
    made = (async () => addAndFind(ctx.server, ctx.admin, '/sys/dict', await addBody(ctx, 'dict')))();
    testDicts.set(ctx, made);
  }
  return made;
}

/** Dictionary items are listed within the tests' own dictionary. */
async function scopeOf(ctx: PlanContext, base: string): Promise<Record<string, string>> {
  // The platform's menus are read-only to every tenant: writes go to the tenant's own entries.
  if (base === '/sys/permission') return { own: '1' };
  if (base !== '/sys/dictItem') return {};
  const dictId = await testDict(ctx);
  const items = await listIds(ctx.server, ctx.admin, base, { dictId });
  if (items.length === 0) {
    const body = { dictId, itemText: `t${unique()}`, itemValue: `v${unique()}` };
    await addAndFind(ctx.server, ctx.admin, base, body, { dictId });
  }
  return { dictId };
}

/** The newest row of a list (a fresh one through its add when the seed leaves it empty). */
export async function firstId(ctx: PlanContext, base: string): Promise<string> {
  const ids = await listIds(ctx.server, callerOf(ctx, base), base, await scopeOf(ctx, base));
  if (ids[0]) return ids[0];
  // A resource the demo seed does not fill (a newly declared one) gets a row of its own through its add.
  const resource = [...ctx.bases].find(([, b]) => b === base)?.[0];
  if (!resource) throw new Error(`${base}/list is empty and names no declared resource`);
  return freshRecord(ctx, resource, base);
}

/** A published 动态表单 of tenant 1000 with one text field, made by the admin. */
async function dynForm(ctx: PlanContext): Promise<string> {
  const res = await ctx.server.call('POST', '/rws/dynamicForm/form/add', {
    token: ctx.admin,
    body: { name: `t${unique()}`, status: '1', fields: [{ name: 'name', label: '姓名', type: 'input' }] },
  });
  const env = res.json() as Envelope;
  if (!env.success) throw new Error(`dynFormAdd: ${res.body}`);
  return (env.result as { id: string }).id;
}

/** A data record of a fresh 动态表单. */
async function dynRecord(ctx: PlanContext): Promise<{ formId: string; id: string }> {
  const formId = await dynForm(ctx);
  const res = await ctx.server.call('POST', '/rws/dynamicForm/data/add', {
    token: ctx.admin,
    body: { formId, data: { name: '甲' } },
  });
  const env = res.json() as Envelope;
  if (!env.success) throw new Error(`dynFormDataAdd: ${res.body}`);
  return { formId, id: (env.result as { id: string }).id };
}

/** A pending add request of the researcher (the admin, who audits in the plans, is not its applicant). */
async function dynApply(ctx: PlanContext): Promise<string> {
  const res = await ctx.server.call('POST', '/rws/dynamicForm/apply/add', {
    token: ctx.researcher,
    body: { formId: await dynForm(ctx), kind: 'add', data: { name: '乙' } },
  });
  const env = res.json() as Envelope;
  if (!env.success) throw new Error(`dynFormApplyAdd: ${res.body}`);
  return (env.result as { id: string }).id;
}

/** A project the admin is a member of (project reads and subject writes are for members only). */
async function projectId(ctx: PlanContext): Promise<string> {
  const res = await ctx.server.call('GET', '/api/rws/project/myProject', { token: ctx.admin });
  const first = ((res.json() as Envelope).result as { records: Array<{ id: string }> }).records[0];
  if (!first) throw new Error('admin has no project: the demo seed should make one');
  return first.id;
}

/** A fresh row of `resource`; projects are created by addProject (identifyFlag users only). */
const DATA_RULE = { resource: 'patient', field: 'name', condition: 'eq', value: '张三' };

/** A data rule on a role of the tests' own (数据规则), for the operations that change or delete one. */
async function freshDataRule(ctx: PlanContext): Promise<string> {
  const roleId = await freshRecord(ctx, 'role', '/sys/role');
  const res = await ctx.server.call('POST', '/sys/role/dataRule/add', {
    token: ctx.admin,
    body: { ...DATA_RULE, roleId },
  });
  const env = res.json() as Envelope;
  if (!env.success) throw new Error(`addRoleDataRule: ${res.body}`);
  return (env.result as { id: string }).id;
}

async function freshRecord(ctx: PlanContext, resource: string, base: string): Promise<string> {
  if (resource !== 'project')
    return addAndFind(
      ctx.server,
      callerOf(ctx, base),
      base,
      await addBody(ctx, resource),
      await scopeOf(ctx, base),
    );
  const projectName = `t${unique()}`;
  const res = await ctx.server.call('POST', '/api/rws/project/add', {
    token: ctx.researcher,
    body: { projectName, targetQuantity: 1 },
  });
  if (!(res.json() as Envelope).success) throw new Error(`addProject: ${res.body}`);
  const added = await ctx.server.sql<{ id: string }>('select id from project where project_name = $1', [
    projectName,
  ]);
  if (added.length !== 1) throw new Error(`addProject: expected one new id, found ${added.length}`);
  // Only members see a project: the admin, who acts in the plans, joins it as its creator would add a colleague.
  await ctx.server.sql(
    `insert into project_member (id, tenant_id, project_id, user_id, role, role_right)
       select 'pm-' || $1, '1000', $1, id, 'admin', '1' from sys_user where username = 'admin'`,
    [added[0]!.id],
  );
  return added[0]!.id;
}

/** Resources whose rows a unique index holds once (a schedule's session, a booked slot), by their table. */
const ONE_PER_SLOT: Record<string, string> = {
  doctorSchedule: 'chronic_doctor_schedule',
  appointment: 'chronic_appointment',
};

let scheduleDays = 0;
/** A day no other planned schedule takes (from 2040-01-01 on). */
function scheduleDay(): string {
  scheduleDays += 1;
  return new Date(Date.UTC(2040, 0, scheduleDays)).toISOString().slice(0, 10);
}

let times = 0;
/** `HH:mm:00` between 06:00 and 17:59, another minute on each call. */
function timeOfDay(): string {
  times += 1;
  const minutes = 360 + ((times * 7) % 720);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** A body for `<base>/add` that the server accepts: required fields plus real references. */
export async function addBody(ctx: PlanContext, resource: string): Promise<Record<string, unknown>> {
  const doc = contractDocument();
  const op = doc.operations.find((o) => o.resource === resource && o.crud === 'add');
  if (!op?.jsonBody) throw new Error(`${resource} has no add operation`);
  const body = minimalValue(doc, { ...op.jsonBody, example: undefined }) as Record<string, unknown>;
  const decl = resourceDeclarations.find((d) => d.name === resource);
  // Strings are made unique, but a date, a value of a fixed set or a dictionary field's value keeps what its schema
  // (or its dictionary) allows.
  const properties = (doc.resolve(op.jsonBody).properties ?? {}) as Record<string, unknown>;
  const keepsShape = (key: string) => {
    const field = decl?.fields.find((d) => d.name === key);
    return (
      field?.type === 'date' ||
      field?.type === 'datetime' ||
      field?.dictCode !== undefined ||
      Array.isArray(doc.resolve(properties[key]).enum)
    );
  };
  for (const key of Object.keys(body))
    if (typeof body[key] === 'string' && !keepsShape(key)) body[key] = `t${unique()}`;
  // A cron field holds an expression the server can schedule (every day at 8).
  const declared = (Object.values(resources) as ResourceDef[]).find((d) => d.name === resource);
  for (const f of declared?.fields ?? [])
    if (f.widget === 'cron' && f.name in body) body[f.name] = '0 0 8 * * ? *';
  // A reference names a row of the caller's tenant (1000): the server refuses any other.
  for (const f of decl?.fields ?? []) {
    const ref = referenceOf(f);
    if (!ref || !(f.name in body)) continue;
    const own = await tenantReference(ctx.server, ref, '1000');
    if (own === null) delete body[f.name];
    else body[f.name] = own;
  }
  // A time of day keeps its shape (HH:mm:ss), a different one each time (a rule may name it as a row's label).
  for (const f of declared?.fields ?? []) if (f.type === 'time' && f.name in body) body[f.name] = timeOfDay();
  // A doctor's session on a day of its own (one session per doctor, day and 时段); a booking takes the first slot
  // of such a session, made for it.
  if (resource === 'doctorSchedule') body.scheduleDate = scheduleDay();
  if (resource === 'appointment') {
    const schedule = await addBody(ctx, 'doctorSchedule');
    await addAndFind(ctx.server, ctx.admin, '/chronic/doctorSchedule', schedule);
    Object.assign(body, {
      doctorId: schedule.doctorId,
      apptDate: schedule.scheduleDate,
      startTime: schedule.startTime,
    });
  }
  if (resource === 'subject') body.projectId = await projectId(ctx);
  // 运营管理's rows name what their rules accept: an enabled point rule, an ongoing donation project, and a line of
  // a draft order of the tests' own naming a supply that exists.
  const first = async (query: string) => (await ctx.server.sql<{ id: string }>(query))[0]?.id;
  if (resource === 'pointLedger')
    body.ruleId = await first(
      `select id from op_point_rule where tenant_id = '1000' and status = '1' limit 1`,
    );
  if (resource === 'donationApplication')
    body.projectId = await first(
      `select id from op_donation_project where tenant_id = '1000' and status = '1' limit 1`,
    );
  if (resource === 'supplyOrderItem') {
    body.orderId = await freshRecord(ctx, 'supplyOrder', '/operation/supplyOrder');
    body.supplyCode = await first(`select code as id from op_supply where tenant_id = '1000' limit 1`);
  }
  if (resource === 'dictItem') body.dictId = await testDict(ctx);
  // 项目设置: a visit names a published 动态表单; a member is a user of the tests' own (each user joins once).
  if (resource === 'projectVisit') body.formIds = await dynForm(ctx);
  if (resource === 'projectMember')
    body.userId = await addAndFind(ctx.server, ctx.admin, '/sys/user', await addBody(ctx, 'user'));
  // One doctor record per user: each new doctor is a user of the tests' own.
  if (resource === 'doctor')
    body.userId = await addAndFind(ctx.server, ctx.admin, '/sys/user', await addBody(ctx, 'user'));
  // A top-level directory: the kind the menu rules accept with a path alone.
  if (resource === 'permission') Object.assign(body, { menuType: '0', url: `/t${unique()}` });
  // A result fills a published questionnaire of the tenant, its required questions answered.
  if (resource === 'questionnaireResult') Object.assign(body, await filledQuestionnaire(ctx));
  return body;
}

/** A published questionnaire of tenant 1000 and answers to it: the first option of every choice question. */
async function filledQuestionnaire(ctx: PlanContext): Promise<{ questionnaireId: string; answers: string }> {
  const [row] = await ctx.server.sql<{ id: string; questions: string }>(
    `select id, questions from chronic_questionnaire where tenant_id = '1000' and status = '1' order by create_time, id limit 1`,
  );
  if (!row) throw new Error('tenant 1000 has no published questionnaire: the demo seed should make one');
  const questions = JSON.parse(row.questions) as { key: string; options?: { value: string }[] }[];
  const answers = Object.fromEntries(
    questions.filter((q) => q.options?.length).map((q) => [q.key, q.options![0]!.value]),
  );
  return { questionnaireId: row.id, answers: JSON.stringify(answers) };
}

/** A new article of tenant 1000, published when asked (取消发布 and 推送 need a published one). */
async function freshArticle(ctx: PlanContext, published: boolean): Promise<string> {
  const id = await freshRecord(ctx, 'healthArticle', '/chronic/healthArticle');
  if (published) {
    const res = await ctx.server.call('GET', `/chronic/healthArticle/publish?id=${id}`, { token: ctx.admin });
    if (!(res.json() as Envelope).success) throw new Error(`publishHealthArticle: ${res.body}`);
  }
  return id;
}

/** A supply of tenant 1000 of the tests' own, with `stock` in hand (出库 needs some; the stock has no API of its own). */
async function stockedSupply(ctx: PlanContext, stock: number): Promise<{ id: string; code: string }> {
  const id = await freshRecord(ctx, 'supply', '/operation/supply');
  const [row] = await ctx.server.sql<{ code: string }>(
    'update op_supply set stock = $1 where id = $2 returning code',
    [stock, id],
  );
  return { id, code: row!.code };
}

/** An order of the tests' own with one line, moved by the admin to the status its next move starts from. */
async function supplyOrderAt(ctx: PlanContext, moves: Array<'submit' | 'approve'>): Promise<string> {
  const id = await freshRecord(ctx, 'supplyOrder', '/operation/supplyOrder');
  const { code } = await stockedSupply(ctx, 0);
  const steps: Array<[string, unknown]> = [
    [
      'POST /operation/supplyOrderItem/saveRows',
      { parentId: id, add: [{ supplyCode: code, supplyName: code, quantity: 1 }] },
    ],
    ...moves.map((m): [string, unknown] => [`PUT /operation/supplyOrder/${m}`, { id }]),
  ];
  for (const [route, body] of steps) {
    const [method, path] = route.split(' ') as [string, string];
    const res = await ctx.server.call(method, path, { token: ctx.admin, body });
    if (!(res.json() as Envelope).success) throw new Error(`${route}: ${res.body}`);
  }
  return id;
}

/** A pending 捐赠申请 of the tests' own on a project of its own with stock enough to approve it. */
async function pendingDonation(ctx: PlanContext): Promise<string> {
  const project = await freshRecord(ctx, 'donationProject', '/operation/donationProject');
  await ctx.server.sql('update op_donation_project set stock = 100 where id = $1', [project]);
  const body = { ...(await addBody(ctx, 'donationApplication')), projectId: project, quantity: 1 };
  return addAndFind(ctx.server, ctx.admin, '/operation/donationApplication', body);
}

/** Resources whose rows are edited only while open (a draft 耗材订单, a pending 捐赠申请). */
const EDITED_WHILE_OPEN = new Set(['supplyOrder', 'donationApplication']);

/** The call for one operation; `ids` carries what earlier steps created (e.g. saved query ids). */
export async function planCall(ctx: PlanContext, op: ContractOperation): Promise<PlannedCall> {
  const doc = contractDocument();
  const given: Partial<BuiltInput> = {};
  const { server } = ctx;
  const crudBase = op.resource ? baseOf(ctx, op) : '';
  let token: string | null = op.isPublic
    ? null
    : PLATFORM_OPERATIONS.has(op.operationId)
      ? ctx.platform
      : callerOf(ctx, crudBase);
  switch (op.crud) {
    case 'queryById':
      given.query = { id: await firstId(ctx, crudBase) };
      break;
    case 'edit':
      // Only a draft order or a pending application is edited: those get one of the tests' own, not the newest row.
      given.body = {
        id: EDITED_WHILE_OPEN.has(op.resource as string)
          ? await freshRecord(ctx, op.resource as string, crudBase)
          : await firstId(ctx, crudBase),
      };
      break;
    case 'add':
      given.body = await addBody(ctx, op.resource as string);
      break;
    case 'delete':
      given.query = { id: await freshRecord(ctx, op.resource as string, crudBase) };
      break;
    case 'deleteBatch': {
      const a = await freshRecord(ctx, op.resource as string, crudBase);
      const b = await freshRecord(ctx, op.resource as string, crudBase);
      given.query = { ids: `${a},${b}` };
      break;
    }
    case 'list':
      // The whole seeded table goes through the response check, not only the first page.
      given.query = { pageNo: '1', pageSize: '1000' };
      break;
    case 'saveRows': {
      // One new row of a parent of the caller's tenant (the add body's reference names one).
      const def = (resources as unknown as Record<string, ResourceDef>)[op.resource as string]!;
      const row = await addBody(ctx, op.resource as string);
      given.body = { parentId: String(row[def.rowsOf!.parentField]), add: [row], edit: [], deleteIds: [] };
      break;
    }
    case 'importExcel': {
      // Items of the tests' own dictionary: the shared dictionaries are not the tenant's to import into.
      const scope: Record<string, string> =
        op.resource === 'subject' ? { projectId: await projectId(ctx) } : await scopeOf(ctx, crudBase);
      const once = ONE_PER_SLOT[op.resource as string];
      if (once) {
        // A doctor's session or a booked slot is held once: its exported row imports back once it is gone.
        const id = await freshRecord(ctx, op.resource as string, crudBase);
        const data = await exportedWorkbook(ctx.server, callerOf(ctx, crudBase), crudBase, {
          selections: id,
        });
        await ctx.server.sql(`delete from ${once} where id = $1`, [id]);
        const form = multipartBody([
          { name: 'files', value: { filename: 'import.xlsx', contentType: XLSX_TYPE, data } },
        ]);
        return { token, path: {}, query: {}, multipart: form };
      }
      const data = await exportedWorkbook(ctx.server, callerOf(ctx, crudBase), crudBase, scope);
      // Exported items import back as new only once their originals are gone (value unique per dictionary).
      if (op.resource === 'dictItem')
        await ctx.server.sql('delete from sys_dict_item where dict_id = $1', [scope.dictId]);
      const form = multipartBody([
        { name: 'files', value: { filename: 'import.xlsx', contentType: XLSX_TYPE, data } },
      ]);
      return { token, path: {}, query: {}, multipart: form };
    }
    default:
      break;
  }
  const admin = await server.sql<{ id: string }>(`select id from sys_user where username = 'admin'`);
  const adminId = admin[0]?.id ?? '';
  switch (op.operationId) {
    case 'addProject':
      token = ctx.researcher;
      given.body = { projectName: `t${unique()}`, targetQuantity: 10 };
      break;
    case 'getProject':
      given.query = { projectId: await projectId(ctx) };
      break;
    case 'visitFormChangeProjectList':
      given.query = { projectId: await projectId(ctx), status: '0' };
      break;
    case 'visitFormList':
    case 'visitFormDetail': {
      // A visit form in a project the admin belongs to (the handlers answer only members).
      const [form] = await server.sql<{ subject_id: string; detail_id: string }>(
        `select v.subject_id, v.detail_id from visit_form v join project_member m
           on m.project_id = v.project_id and m.tenant_id = v.tenant_id
         where m.user_id = '${adminId}' order by v.id limit 1`,
      );
      if (!form) throw new Error('no visit form in a project of admin');
      given.query =
        op.operationId === 'visitFormList' ? { subjectId: form.subject_id } : { detailId: form.detail_id };
      break;
    }
    case 'visitFormSave':
    case 'visitFormSubmit': {
      // A form of the admin's projects not yet submitted (a submitted one is locked) that records blood pressure,
      // filled as its rules ask.
      const [form] = await server.sql<{ id: string }>(
        `select v.id from visit_form v join project_member m
           on m.project_id = v.project_id and m.tenant_id = v.tenant_id
         where m.user_id = '${adminId}' and v.status <> '2' and v.definition_id is not null
           and v.form_name in ('基线访视表', '随访访视表')
         order by v.id limit 1`,
      );
      if (!form) throw new Error('no open visit form in a project of admin');
      given.body = { id: form.id, data: { visitDate: '2026-11-20', sbp: 120, dbp: 80 } };
      break;
    }
    case 'visitFormAuditTrail':
    case 'visitFormChangeList':
    case 'visitFormChangeAdd':
    case 'visitFormChangeAudit': {
      // A submitted form of the admin's projects (the researcher is a member too).
      const [form] = await server.sql<{ id: string; sbp: string | null }>(
        `select v.id, v.data->>'sbp' as sbp from visit_form v join project_member m
           on m.project_id = v.project_id and m.tenant_id = v.tenant_id
         where m.user_id = '${adminId}' and v.status = '2' order by v.id limit 1`,
      );
      if (!form) throw new Error('no submitted visit form in a project of admin');
      const change = { id: form.id, data: { sbp: Number(form.sbp) === 120 ? 121 : 120 }, reason: '录入错误' };
      if (op.operationId === 'visitFormChangeAdd') given.body = change;
      else if (op.operationId === 'visitFormChangeAudit') {
        // A rejection (with its reason) of the researcher's request: the admin, 项目负责人, audits what he did not ask.
        const res = await server.call('POST', '/api/rws/subject/visitForm/change/add', {
          token: ctx.researcher,
          body: change,
        });
        const env = res.json() as Envelope;
        if (!env.success) throw new Error(`visitFormChangeAdd: ${res.body}`);
        given.body = { id: (env.result as { id: string }).id, approve: false, reason: '与原始记录一致' };
      } else given.query = { id: form.id };
      break;
    }
    case 'subjectWithdraw':
      // A fresh subject of a project the admin belongs to: a withdrawn one cannot be withdrawn again.
      given.body = {
        id: await freshRecord(ctx, 'subject', ctx.bases.get('subject') ?? '/api/rws/subject'),
        reason: '受试者撤回知情同意',
      };
      break;
    case 'dynFormAdd':
      given.body = {
        name: `t${unique()}`,
        status: '1',
        fields: [{ name: 'name', label: '姓名', type: 'input' }],
      };
      break;
    case 'dynFormEdit':
      given.body = {
        id: await dynForm(ctx),
        name: `t${unique()}`,
        fields: [{ name: 'name', label: '姓名', type: 'input' }],
      };
      break;
    case 'dynFormQueryById':
    case 'dynFormDelete':
      given.query = { id: await dynForm(ctx) };
      break;
    case 'dynFormDataList':
    case 'dynFormDataExport':
      given.query = { formId: (await dynRecord(ctx)).formId };
      break;
    case 'dynFormDataQueryById':
      given.query = { id: (await dynRecord(ctx)).id };
      break;
    case 'dynFormDataAdd':
      given.body = { formId: await dynForm(ctx), data: { name: '甲' } };
      break;
    case 'dynFormDataEdit':
      given.body = { id: (await dynRecord(ctx)).id, data: { name: '乙' } };
      break;
    case 'dynFormApplyAdd':
      given.body = { formId: await dynForm(ctx), kind: 'add', data: { name: '丙' } };
      break;
    case 'dynFormApplyQueryById':
      given.query = { id: await dynApply(ctx) };
      break;
    case 'dynFormApplyAudit':
      // A rejection (with the reason it needs) of the researcher's request: the admin audits what he did not ask.
      given.body = { id: await dynApply(ctx), approve: false, reason: '信息不全' };
      break;
    case 'workflowStatusCfgList':
      given.query = { workflowId: '1' };
      break;
    case 'generalExport':
      given.body = { bizCode: 'patient', param: '{}' };
      break;
    case 'feishuLogin':
      given.body = {
        code: await issueTicket(server.database.db, adminId, '1000', 'feishu', server.config.now()),
      };
      break;
    case 'casValidateLogin': {
      const service = 'http://127.0.0.1/cas';
      const ticket = await issueTicket(
        server.database.db,
        adminId,
        '1000',
        `cas:${service}`,
        server.config.now(),
      );
      given.query = { ticket, service };
      break;
    }
    case 'thirdLogin': {
      const t = await issueTicket(server.database.db, adminId, '1000', 'third:wechat', server.config.now());
      given.path = { token: t, thirdType: 'wechat' };
      break;
    }
    case 'getRpData':
    case 'getRpQueryInfo':
      given.path = { cgRpConfigId: '1860000000000000001' };
      break;
    case 'getRpColumns':
      given.path = { code: 'patient_report' };
      break;
    case 'doReleaseData':
    case 'doReovkeData':
      given.query = { id: await firstId(ctx, '/sys/annountCement') };
      break;
    case 'publishHealthArticle':
      given.query = { id: await freshArticle(ctx, false) };
      break;
    case 'unpublishHealthArticle':
      given.query = { id: await freshArticle(ctx, true) };
      break;
    case 'pushHealthArticle':
      given.body = { id: await freshArticle(ctx, true), diseases: 'HBP' };
      break;
    case 'doctorAudit':
      // A new doctor waits for the audit: rejecting it (with the reason a rejection needs) is allowed.
      given.body = {
        id: await freshRecord(ctx, 'doctor', '/sys/doctor'),
        status: '2',
        reason: '执业证书照片不清晰',
      };
      break;
    case 'resumeQuartzJob':
    case 'pauseQuartzJob':
    case 'executeQuartzJob':
      given.query = { id: await firstId(ctx, '/sys/quartzJob') };
      break;
    // Each move on an order of the tests' own in the status it starts from (a draft with a line to submit).
    case 'submitSupplyOrder':
    case 'cancelSupplyOrder':
      given.body = { id: await supplyOrderAt(ctx, []) };
      break;
    case 'approveSupplyOrder':
      given.body = { id: await supplyOrderAt(ctx, ['submit']) };
      break;
    case 'deliverSupplyOrder':
      given.body = { id: await supplyOrderAt(ctx, ['submit', 'approve']) };
      break;
    case 'issueSupply':
      given.body = { id: (await stockedSupply(ctx, 5)).id, quantity: 1 };
      break;
    case 'approveDonationApplication':
    case 'rejectDonationApplication':
      given.body = { id: await pendingDonation(ctx), remark: '材料不全' };
      break;
    case 'quartzJobRunLog':
      given.query = { jobId: await firstId(ctx, '/sys/quartzJob') };
      break;
    case 'announcementReadRecords':
      given.query = { anntId: await firstId(ctx, '/sys/annountCement') };
      break;
    case 'queryAnnouncementById':
    case 'editByAnntIdAndUserId': {
      const mine = await server.call('GET', '/sys/annountCement/listByUser', { token: ctx.admin });
      const rec = ((mine.json() as Envelope).result as { records: Array<Record<string, unknown>> })
        .records[0];
      const id = String(rec?.anntId ?? rec?.id);
      if (op.operationId === 'queryAnnouncementById') given.query = { id };
      else given.body = { anntId: id };
      break;
    }
    case 'categoryLoadOne': {
      const roots = await server.call('GET', '/sys/category/loadTreeRoot', { token: ctx.admin });
      const first = ((roots.json() as Envelope).result as Array<{ key: string }>)[0];
      given.query = { field: 'id', val: String(first?.key) };
      break;
    }
    case 'checkRuleByCode':
      given.query = { ruleCode: 'mobile', value: '13800138000' };
      break;
    case 'sliderToken':
      given.body = { offset: 260, max: 260 };
      break;
    case 'sliderVerify': {
      const issued = await server.call('POST', '/sys/slider/token', { body: { offset: 260, max: 260 } });
      given.body = { token: ((issued.json() as Envelope).result as { token: string }).token };
      break;
    }
    case 'loadDictTreeData':
      given.query = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid' };
      break;
    case 'duplicateCheck':
      given.query = { tableName: 'sys_user', fieldName: 'username', fieldVal: `t${unique()}` };
      break;
    case 'getCornerMark':
      given.path = { key: 'unreadMessages' };
      break;
    case 'getDictItems':
    case 'loadDict':
      given.path = { dictCode: 'sex' };
      break;
    case 'loadDictItem':
      given.path = { dictCode: 'sex' };
      given.query = { key: '1' };
      break;
    case 'staticFile':
      given.path = { path: await uploadPng(ctx.server, ctx.admin) };
      break;
    case 'selectDepart':
      given.body = { deptCode: 'A01', username: 'admin' };
      break;
    case 'userFrozenBatch':
      // A user of the tests' own: freezing a seeded one would end sessions other operations use.
      given.body = { ids: await freshRecord(ctx, 'user', '/sys/user'), status: 2 };
      break;
    case 'queryRolePermission':
      given.query = { roleId: await freshRecord(ctx, 'role', '/sys/role') };
      break;
    case 'saveRolePermission':
      // A role of the tests' own: changing a seeded role's grants would refuse other operations to its users.
      given.body = { roleId: await freshRecord(ctx, 'role', '/sys/role'), permissionIds: [] };
      break;
    case 'queryRoleDataRules':
      given.query = { roleId: await freshRecord(ctx, 'role', '/sys/role') };
      break;
    case 'addRoleDataRule':
      // A role of the tests' own: a rule on a seeded role would hide rows from other operations' users.
      given.body = { ...DATA_RULE, roleId: await freshRecord(ctx, 'role', '/sys/role') };
      break;
    case 'editRoleDataRule': {
      const { resource: _resource, ...rule } = DATA_RULE;
      given.body = { ...rule, id: await freshDataRule(ctx), status: '0' };
      break;
    }
    case 'deleteRoleDataRule':
      given.query = { id: await freshDataRule(ctx) };
      break;
    case 'addRoleUsers':
    case 'removeRoleUsers':
      given.body = {
        roleId: await freshRecord(ctx, 'role', '/sys/role'),
        userIds: [await freshRecord(ctx, 'user', '/sys/user')],
      };
      break;
    case 'addDepartUsers':
    case 'removeDepartUsers':
      given.body = {
        departId: await freshRecord(ctx, 'depart', '/sys/sysDepart'),
        userIds: [await freshRecord(ctx, 'user', '/sys/user')],
      };
      break;
    case 'tenantUserList':
      given.query = { tenantId: '1000' };
      break;
    case 'addTenantUsers':
    case 'removeTenantUsers': {
      // A tenant and a user of the tests' own: the seeded memberships stay as other operations expect them.
      const tenantId = await freshRecord(ctx, 'tenant', '/sys/tenant');
      const userId = await freshRecord(ctx, 'user', '/sys/user');
      const [user] = await server.sql<{ username: string }>('select username from sys_user where id = $1', [
        userId,
      ]);
      if (op.operationId === 'addTenantUsers') {
        given.body = { tenantId, usernames: [user!.username] };
      } else {
        await server.sql('insert into sys_user_tenant (user_id, tenant_id) values ($1, $2)', [
          userId,
          tenantId,
        ]);
        given.body = { tenantId, userIds: [userId] };
      }
      break;
    }
    case 'userResetPassword':
      given.body = { id: await freshRecord(ctx, 'user', '/sys/user'), password: 'Clinic@2028' };
      break;
    case 'register': {
      // Registration needs an administrator's invitation into the tenant.
      const invite = await server.call('POST', '/sys/user/invite', { token: ctx.admin });
      const { code } = (invite.json() as Envelope).result as { code: string };
      given.body = {
        username: `u${unique()}`,
        password: 'Clinic@2026',
        phone: '13912345678',
        inviteCode: code,
      };
      break;
    }
    case 'alterPassword': {
      // A user of its own (registered by invitation): changing a seeded user's password would break later logins.
      const invite = await server.call('POST', '/sys/user/invite', { token: ctx.admin });
      const { code } = (invite.json() as Envelope).result as { code: string };
      const username = `a${unique()}`;
      await server.call('POST', '/sys/user/register', {
        body: { username, password: 'Clinic@2026', phone: '13712345670', inviteCode: code },
      });
      given.body = { username, oldPassword: 'Clinic@2026', newPassword: 'Clinic@2027' };
      break;
    }
    case 'queryUsersByUsernames':
      given.query = { usernames: 'admin,doctor' };
      break;
    case 'queryUserByDepId': {
      const dep = await server.sql<{ id: string }>(
        `select id from sys_depart where tenant_id = '1000' and dept_code = 'A01'`,
      );
      given.query = { id: String(dep[0]?.id) };
      break;
    }
    case 'superQuerySavedDelete': {
      const saved = await server.call('POST', '/sys/superQuery/saved', {
        token: ctx.admin,
        body: minimalInput(doc, doc.byId.get('superQuerySavedSave') as ContractOperation).body,
      });
      given.query = { id: String(((saved.json() as Envelope).result as { id: string }).id) };
      break;
    }
    case 'logout':
    case 'staffLogout':
      token = await server.login('admin');
      break;
    case 'forceLogout':
      given.body = { token: await server.login('doctor') };
      break;
    case 'changePassword':
      token = await server.login('nurse');
      given.body = { oldPassword: 'Clinic@2026', newPassword: 'Clinic@2027' };
      break;
    case 'directUpload': {
      const res = await server.call('GET', '/sys/common/uploadPolicy', {
        token: ctx.admin,
        query: { dir: 'rich/' },
      });
      const policy = (res.json() as Envelope).result as Record<string, string>;
      const form = multipartBody([
        // The key sits below the folder the policy names (the tenant's own prefix).
        { name: 'key', value: `${policy.dir}${unique()}.png` },
        { name: 'policy', value: String(policy.policy) },
        { name: 'OSSAccessKeyId', value: String(policy.accessid) },
        { name: 'signature', value: String(policy.signature) },
        { name: 'file', value: { filename: 'a.png', contentType: 'image/png', data: TINY_PNG } },
      ]);
      return { token: null, path: {}, query: {}, multipart: form };
    }
    case 'commonUpload':
    case 'attachmentUpload': {
      const form = multipartBody([
        { name: 'file', value: { filename: 'a.png', contentType: 'image/png', data: TINY_PNG } },
      ]);
      return {
        token,
        path: {},
        query: op.operationId === 'attachmentUpload' ? { path: 'fileList' } : {},
        multipart: form,
      };
    }
    default:
      break;
  }
  const built = minimalInput(doc, op, given);
  return { token, path: built.path, query: built.query, body: built.body };
}

export { listAll };
