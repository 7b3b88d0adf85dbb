// Role data rules (数据规则, issue 16 item 2), generated from the resource declarations and the contract: for every
// resource with a list, a user whose one role carries the rule "<label field> 等于 <row A's label>" reaches row A and
// not row B on every read path — list, by id, export, general export, reports read as the resource, table dictionary
// searches over its table — and cannot edit or delete B (B is not found, and stays); the administrator, whose role
// has no rule, reaches both. Then how rules combine (AND within a role, OR across roles, a role without a rule for
// the resource leaves it open, a disabled rule does nothing, session variables), the refusals of bad rules, and the
// tenant isolation of the rules themselves.
import { dataRuleFieldsOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, DOCUMENT_PATH } from '../support/contract-document.js';
import { addBody, planContext, type PlanContext } from '../support/operation-plans.js';
import { roleUserWithCodes, type RoleUser } from '../support/partial-users.js';
import {
  loadDocument,
  permissionCodes,
  readSheet,
  REPORTS,
  resourceDeclarations,
  resourcePermission,
} from '../support/server-internals.js';
import {
  envelopeOf,
  startServer,
  type LightMyRequestResponse,
  type TestServer,
} from '../support/test-server.js';

const doc = contractDocument();
const allCodes = permissionCodes(loadDocument(DOCUMENT_PATH));
const declared = resources as Record<string, ResourceDef>;
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The field a rule names in the sweep: the first required plain text field of the data-rule allowlist. */
function labelFieldOf(name: string): string | undefined {
  const decl = resourceDeclarations.find((d) => d.name === name)!;
  const allowed = new Set(dataRuleFieldsOf(declared[name]!).map((f) => f.name));
  return decl.fields.find(
    (f) => allowed.has(f.name) && f.type === 'string' && f.required && !f.mask && !f.dictTable && !f.column,
  )?.name;
}

// Resources with a list of their own (members-only research projects have their own class test; tenants are rows
// of the platform department's tenant, which no tenant 1000 user sees at all).
const NOT_SWEPT = new Set(['tenant']);
const swept = resourceDeclarations.filter(
  (d) =>
    !NOT_SWEPT.has(d.name) &&
    !d.source &&
    !d.memberVia &&
    declared[d.name] !== undefined &&
    resourcePermission(d.name, 'list') !== null &&
    doc.operations.some((o) => o.resource === d.name && o.crud === 'list') &&
    labelFieldOf(d.name) !== undefined,
);

let server: TestServer;
let plan: PlanContext;
beforeAll(async () => {
  server = await startServer();
  plan = await planContext(server);
});
afterAll(async () => {
  await server?.close();
});

function sheetHolds(res: LightMyRequestResponse, label: string): boolean {
  if (res.statusCode !== 200 || envelopeOf(res)) return false;
  try {
    return readSheet(res.rawPayload).rows.some((r) => Object.values(r).includes(label));
  } catch {
    return false;
  }
}

function records(res: LightMyRequestResponse): { id?: string }[] {
  const result = envelopeOf(res)?.result as { records?: { id?: string }[] } | null | undefined;
  return result?.records ?? [];
}

/** Whether `token` reaches row `id` (its label field reads `label`) on each read path of resource `name`. */
async function readPaths(name: string, id: string, label: string, token: string) {
  const decl = resourceDeclarations.find((d) => d.name === name)!;
  const seen: { what: string; sees: boolean }[] = [];
  for (const op of doc.operations.filter((o) => o.resource === name)) {
    if (op.crud === 'list') {
      const res = await server.call('GET', op.path, { token, query: { pageSize: '1000' } });
      seen.push({ what: op.operationId, sees: records(res).some((r) => r.id === id) });
    }
    if (op.crud === 'queryById') {
      const res = await server.call('GET', op.path, { token, query: { id } });
      seen.push({ what: op.operationId, sees: envelopeOf(res)?.success === true });
    }
    if (op.crud === 'exportXls') {
      const res = await server.call('GET', op.path, { token, query: { selections: id } });
      seen.push({ what: op.operationId, sees: sheetHolds(res, label) });
      if (!decl.disabled?.includes('exportXls')) {
        const general = await server.call('POST', '/api/sys/export/generalExport', {
          token,
          body: { bizCode: name, param: '{}' },
        });
        const stored = envelopeOf(general)?.result;
        const file =
          typeof stored === 'string'
            ? await server.call('GET', `/sys/common/static/${stored}`, { token })
            : null;
        seen.push({ what: `generalExport ${name}`, sees: file !== null && sheetHolds(file, label) });
      }
    }
  }
  for (const r of REPORTS.filter((r) => (r.resource.readAs ?? r.resource.name) === name)) {
    const res = await server.call('GET', `/online/cgreport/api/getData/${r.id}`, {
      token,
      query: { pageSize: '1000' },
    });
    seen.push({ what: `report ${r.code}`, sees: records(res).some((x) => x.id === id) });
  }
  // Table dictionary searches (the search select's options) over the resource's table.
  const codes = new Set(
    resourceDeclarations.flatMap((d) =>
      d.fields.flatMap((f) =>
        f.dictTable?.table === decl.table
          ? [`${f.dictTable.table},${f.dictTable.text},${f.dictTable.code}`]
          : [],
      ),
    ),
  );
  for (const code of codes) {
    const [table, text, key] = code.split(',') as [string, string, string];
    const [row] = await server.sql<{ k: string; v: string }>(
      `select ${key}::text as k, ${text}::text as v from ${table} where id = $1`,
      [id],
    );
    const res = await server.call('GET', `/sys/dict/loadDict/${code}`, {
      token,
      query: { keyword: row!.v, pageSize: '1000' },
    });
    const options = (envelopeOf(res)?.result as { value: string }[] | null) ?? [];
    seen.push({ what: `table dictionary ${code}`, sees: options.some((o) => o.value === row!.k) });
  }
  return seen;
}

/** Two rows the administrator sees with distinct labels: made through the add operation, else the first listed. */
async function twoRows(name: string, field: string): Promise<[string, string][]> {
  const decl = resourceDeclarations.find((d) => d.name === name)!;
  const add = doc.operations.find((o) => o.resource === name && o.crud === 'add');
  const made: [string, string][] = [];
  for (const _n of add ? [1, 2] : []) {
    const body = await addBody(plan, name);
    const label = String(body[field]);
    const res = await server.call('POST', add!.path, { token: plan.admin, body });
    if (envelopeOf(res)?.success !== true) break;
    const [row] = await server.sql<{ id: string }>(
      `select id from ${decl.table} where ${snake(field)} = $1 limit 1`,
      [label],
    );
    made.push([row!.id, label]);
  }
  if (made.length === 2) return made;
  // Read-only resources (logs) and platform-made ones (tenants): rows the administrator already sees.
  const list = doc.operations.find((o) => o.resource === name && o.crud === 'list')!;
  const listed = records(
    await server.call('GET', list.path, { token: plan.admin, query: { pageSize: '100' } }),
  ) as Record<string, unknown>[];
  const found = listed.filter(
    (r, i) =>
      typeof r[field] === 'string' && r[field] !== '' && listed.findIndex((x) => x[field] === r[field]) === i,
  );
  return found.slice(0, 2).map((r) => [String(r.id), String(r[field])]);
}

async function addRule(token: string, rule: Record<string, unknown>) {
  return server.call('POST', '/sys/role/dataRule/add', { token, body: rule });
}

describe('the sweep covers the declarations', () => {
  it('every resource with a list and a plain text field is swept, patients and follow-up plans among them', () => {
    const names = swept.map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['patient', 'followupPlan', 'user', 'role', 'depart']));
    expect(names.length).toBeGreaterThanOrEqual(12);
  });
});

describe.each(swept.map((d) => [d.name] as const))('%s', (name) => {
  const field = labelFieldOf(name)!;
  let inside: [string, string];
  let outside: [string, string];
  let ruled: RoleUser;
  beforeAll(async () => {
    const rows = await twoRows(name, field);
    expect(rows.length, `${name} needs two rows`).toBe(2);
    [inside, outside] = rows as [[string, string], [string, string]];
    ruled = await roleUserWithCodes(server, plan.admin, `dr${name}`, allCodes);
    // Research subjects are seen by their projects' members only: the rule is what is under test, not membership.
    await server.sql(
      `insert into project_member (id, tenant_id, project_id, user_id, role, role_right)
         select 'dr-' || p.id || '-' || $1, p.tenant_id, p.id, $1, 'admin', '1' from project p
          where p.tenant_id = '1000'`,
      [ruled.userId],
    );
    const res = await addRule(plan.admin, {
      roleId: ruled.roleId,
      resource: name,
      field,
      condition: 'eq',
      value: inside[1],
    });
    expect(envelopeOf(res)?.success, res.body.slice(0, 200)).toBe(true);
  });

  it('the administrator (no rule) reaches both rows on every read path', async () => {
    for (const [id, label] of [inside, outside]) {
      const seen = await readPaths(name, id, label, plan.admin);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen.filter((s) => !s.sees).map((s) => s.what)).toEqual([]);
    }
  });

  it('a holder of the rule reaches the matching row on every read path', async () => {
    const seen = await readPaths(name, inside[0], inside[1], ruled.token);
    expect(seen.filter((s) => !s.sees).map((s) => s.what)).toEqual([]);
  });

  it('a holder of the rule reaches the other row on no read path', async () => {
    const seen = await readPaths(name, outside[0], outside[1], ruled.token);
    expect(seen.filter((s) => s.sees).map((s) => s.what)).toEqual([]);
  });

  it('a holder of the rule can neither edit nor delete the other row, and it stays as it was', async () => {
    const decl = resourceDeclarations.find((d) => d.name === name)!;
    const wrong: string[] = [];
    for (const op of doc.operations.filter(
      (o) => o.resource === name && ['edit', 'delete', 'deleteBatch'].includes(o.crud ?? ''),
    )) {
      const res =
        op.crud === 'edit'
          ? await server.call(op.method, op.path, {
              token: ruled.token,
              body: { id: outside[0], [field]: `改${outside[1]}` },
            })
          : await server.call(op.method, op.path, {
              token: ruled.token,
              query: op.crud === 'delete' ? { id: outside[0] } : { ids: outside[0] },
            });
      if (envelopeOf(res)?.success !== false) wrong.push(`${op.operationId}: ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
    const [after] = await server.sql<{ label: string }>(
      `select ${snake(field)} as label from ${decl.table} where id = $1`,
      [outside[0]],
    );
    expect(after?.label).toBe(outside[1]);
  });
});

describe('how rules combine (patients)', () => {
  let a: [string, string];
  let b: [string, string];
  let c: [string, string];
  beforeAll(async () => {
    const rows = [...(await twoRows('patient', 'name')), ...(await twoRows('patient', 'name'))];
    [a, b, c] = rows as [[string, string], [string, string], [string, string]];
  });
  const sees = async (token: string, row: [string, string]) => {
    const res = await server.call('GET', '/chronic/patient/list', {
      token,
      query: { pageSize: '1000', name: row[1] },
    });
    return records(res).some((r) => r.id === row[0]);
  };
  const rule = (roleId: string, value: string, extra: Record<string, unknown> = {}) => ({
    roleId,
    resource: 'patient',
    field: 'name',
    condition: 'eq',
    value,
    ...extra,
  });

  it("one role's rules all hold (AND); several roles admit what any admits (OR)", async () => {
    const u = await roleUserWithCodes(server, plan.admin, 'drand', allCodes);
    await addRule(plan.admin, rule(u.roleId, a[1]));
    await addRule(plan.admin, rule(u.roleId, 'no such name', { condition: 'ne' }));
    expect([await sees(u.token, a), await sees(u.token, b)]).toEqual([true, false]);
    await addRule(plan.admin, rule(u.roleId, b[1]));
    // a AND b: no row has both names.
    expect([await sees(u.token, a), await sees(u.token, b)]).toEqual([false, false]);

    const v = await roleUserWithCodes(server, plan.admin, 'dror', allCodes);
    await addRule(plan.admin, rule(v.roleId, a[1]));
    const second = await roleUserWithCodes(server, plan.admin, 'dror2', allCodes);
    await addRule(plan.admin, rule(second.roleId, b[1]));
    await server.sql(`insert into sys_user_role (user_id, role_id, tenant_id) values ($1, $2, '1000')`, [
      v.userId,
      second.roleId,
    ]);
    expect([await sees(v.token, a), await sees(v.token, b), await sees(v.token, c)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('a role without a rule for the resource leaves its holder unrestricted; a disabled rule does nothing', async () => {
    const u = await roleUserWithCodes(server, plan.admin, 'dropen', allCodes);
    const added = envelopeOf(await addRule(plan.admin, rule(u.roleId, a[1])))!.result as { id: string };
    expect([await sees(u.token, a), await sees(u.token, b)]).toEqual([true, false]);
    const open = await roleUserWithCodes(server, plan.admin, 'dropen2', []);
    // A rule of the open role on another resource does not restrict patients.
    await addRule(plan.admin, { ...rule(open.roleId, 'x'), resource: 'followup', field: 'patientId' });
    await server.sql(`insert into sys_user_role (user_id, role_id, tenant_id) values ($1, $2, '1000')`, [
      u.userId,
      open.roleId,
    ]);
    expect(await sees(u.token, b)).toBe(true);
    await server.sql(`delete from sys_user_role where user_id = $1 and role_id = $2`, [
      u.userId,
      open.roleId,
    ]);
    expect(await sees(u.token, b)).toBe(false);

    const off = await server.call('PUT', '/sys/role/dataRule/edit', {
      token: plan.admin,
      body: { id: added.id, field: 'name', condition: 'eq', value: a[1], status: '0' },
    });
    expect(envelopeOf(off)?.success).toBe(true);
    expect([await sees(u.token, a), await sees(u.token, b)]).toEqual([true, true]);
  });

  it('#{sys_user_id} reads the signed-in user: 责任医生 等于 当前用户', async () => {
    const u = await roleUserWithCodes(server, plan.admin, 'drmine', allCodes);
    await server.sql(`update chronic_patient set doctor_id = $1 where id = $2`, [u.userId, a[0]]);
    await addRule(plan.admin, { ...rule(u.roleId, '#{sys_user_id}'), field: 'doctorId' });
    expect([await sees(u.token, a), await sees(u.token, b)]).toEqual([true, false]);
    const other = await roleUserWithCodes(server, plan.admin, 'drmine2', allCodes);
    await addRule(plan.admin, { ...rule(other.roleId, '#{sys_user_id}'), field: 'doctorId' });
    expect(await sees(other.token, a)).toBe(false);
  });
});

describe('bad rules are refused with a clear message', () => {
  let roleId: string;
  beforeAll(async () => {
    roleId = (await roleUserWithCodes(server, plan.admin, 'drbad', [])).roleId;
  });
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['an unknown field', { field: 'nosuch' }, /字段「nosuch」不能用于患者档案的数据规则/],
    ['a field outside the allowlist (a long text)', { field: 'attachments' }, /不能用于患者档案的数据规则/],
    ['an unknown resource', { resource: 'nosuch' }, /数据规则的资源不存在/],
    ['an unknown condition', { condition: 'between' }, /参数|条件/],
    ['an unknown session variable', { value: '#{sys_password}' }, /系统变量不存在/],
    ['a value that does not fit the field', { field: 'age', condition: 'gt', value: 'abc' }, /年龄/],
    ['a session variable on a number', { field: 'age', value: '#{sys_user_id}' }, /系统变量只能用于文本字段/],
  ];
  it.each(cases)('%s', async (_what, patch, message) => {
    const before = await server.sql<{ n: string }>(`select count(*)::text as n from sys_role_data_rule`);
    const res = await addRule(plan.admin, {
      roleId,
      resource: 'patient',
      field: 'name',
      condition: 'eq',
      value: '张三',
      ...patch,
    });
    expect(res.statusCode).toBeLessThan(500);
    const env = envelopeOf(res);
    expect(env?.success).toBe(false);
    expect(env?.message).toMatch(message);
    const after = await server.sql<{ n: string }>(`select count(*)::text as n from sys_role_data_rule`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
  it('a field of the user declaration that is a secret is not offered either', () => {
    expect(dataRuleFieldsOf(declared.user!).map((f) => f.name)).not.toContain('password');
  });
});

describe("rules are their tenant's own", () => {
  it("another tenant's administrator can neither list, change, delete nor add to a tenant 1000 role's rules", async () => {
    const u = await roleUserWithCodes(server, plan.admin, 'drtenant', allCodes);
    const added = envelopeOf(
      await addRule(plan.admin, {
        roleId: u.roleId,
        resource: 'patient',
        field: 'name',
        condition: 'eq',
        value: 'x',
      }),
    )!.result as { id: string };
    const other = await server.login('tenant2admin');
    const list = await server.call('GET', '/sys/role/dataRule/list', {
      token: other,
      query: { roleId: u.roleId },
    });
    expect(envelopeOf(list)?.success).toBe(false);
    const edit = await server.call('PUT', '/sys/role/dataRule/edit', {
      token: other,
      body: { id: added.id, field: 'name', condition: 'eq', value: 'x', status: '0' },
    });
    expect(envelopeOf(edit)?.success).toBe(false);
    const del = await server.call('DELETE', '/sys/role/dataRule/delete', {
      token: other,
      query: { id: added.id },
    });
    expect(envelopeOf(del)?.success).toBe(false);
    const add = await addRule(other, {
      roleId: u.roleId,
      resource: 'patient',
      field: 'name',
      condition: 'eq',
      value: 'y',
    });
    expect(envelopeOf(add)?.success).toBe(false);
    const [row] = await server.sql<{ status: string; tenant_id: string }>(
      `select status, tenant_id from sys_role_data_rule where id = $1`,
      [added.id],
    );
    expect(row).toEqual({ status: '1', tenant_id: '1000' });
    const mine = await server.call('GET', '/sys/role/dataRule/list', {
      token: plan.admin,
      query: { roleId: u.roleId },
    });
    expect((envelopeOf(mine)?.result as unknown[]).length).toBe(1);
  });

  it('a user of another tenant is not restricted by tenant 1000 rules of a role with the same code', async () => {
    // operator is 仁和医院's doctor; the doctor role of 健康服务中心 gets a rule admitting nothing.
    await server.sql(
      `insert into sys_role_data_rule (id, tenant_id, role_id, resource, field, condition, value, status)
         select 'drtenant-doctor', '1000', id, 'patient', 'name', 'eq', '无此人', '1'
           from sys_role where tenant_id = '1000' and role_code = 'doctor'`,
    );
    try {
      const renhe = await server.login('renhe_doctor');
      const list = await server.call('GET', '/chronic/patient/list', {
        token: renhe,
        query: { pageSize: '5' },
      });
      expect(records(list).length).toBeGreaterThan(0);
      const doctor = await server.login('doctor');
      const mine = await server.call('GET', '/chronic/patient/list', {
        token: doctor,
        query: { pageSize: '5' },
      });
      expect(records(mine)).toEqual([]);
    } finally {
      await server.sql(`delete from sys_role_data_rule where id = 'drtenant-doctor'`);
    }
  });
});
