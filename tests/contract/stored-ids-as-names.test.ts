// Issue 10 item 4, server side: a stored id of a picker-backed field (user, department, role, position, area) comes
// back with its name as `<field>_dictText` in the list, in queryById and in the exported workbook, for every such
// field of every declared resource. A new declared field of these kinds joins the sweep by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasOperation, refTargetOf, resources, type FieldDef, type ResourceDef } from '@clinic/sdk/resources';
import { addBody, firstId, planContext, type PlanContext } from '../support/operation-plans.js';
import { addAndFind } from '../support/record-ids.js';
import { referenceOf, resourceDeclarations } from '../support/server-internals.js';
import { tenantReference } from '../support/references.js';
import { storeValue } from '../support/stored-values.js';
import { envelopeOf, startServer, type TestServer } from '../support/test-server.js';
import { workbookText } from '../support/workbook-text.js';

const PICKERS = new Set(['user', 'depart', 'role', 'position']);
const AREA = { value: '440305', label: '广东省/深圳市/南山区' };

function pickerBacked(f: FieldDef): boolean {
  if (f.ref === 'area') return true;
  const target = f.ref === undefined ? null : refTargetOf(f.ref);
  return target !== null && PICKERS.has(target.resource);
}

const declared: readonly ResourceDef[] = Object.values(resources);
const cases = declared.flatMap((def) =>
  def.fields.filter(pickerBacked).map((f) => [`${def.name}.${f.name}`, def, f] as const),
);

let server: TestServer;
let ctx: PlanContext;

beforeAll(async () => {
  server = await startServer();
  ctx = await planContext(server);
});
afterAll(() => server?.close());

/** A stored value of the field for tenant 1000 and the name it must show as. */
async function valueAndName(def: ResourceDef, f: FieldDef): Promise<{ value: string; label: string }> {
  if (f.ref === 'area') return AREA;
  // A project lists each user once (项目成员): the stored member is a user of the tests' own, in no project yet.
  if (def.name === 'projectMember' && f.name === 'userId') {
    const value = await addAndFind(server, ctx.admin, '/sys/user', await addBody(ctx, 'user'));
    const [row] = await server.sql<{ v: string }>('select realname as v from sys_user where id = $1', [
      value,
    ]);
    return { value, label: row!.v };
  }
  const field = resourceDeclarations.find((d) => d.name === def.name)!.fields.find((x) => x.name === f.name)!;
  const ref = field.dictTable;
  if (!ref || !referenceOf(field)) throw new Error(`${def.name}.${f.name} carries no label table`);
  const value = await tenantReference(server, ref, '1000');
  if (value === null) throw new Error(`tenant 1000 has no row for ${def.name}.${f.name}`);
  const [row] = await server.sql<{ v: string }>(
    `select ${ref.text}::text as v from ${ref.table} where ${ref.code}::text = $1 limit 1`,
    [value],
  );
  return { value, label: row!.v };
}

/** The rows of SheetJS's CSV text (quoted cells may hold commas). */
function csvRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!))
    .map((cells) => cells.map((c) => (c.startsWith('"') ? c.slice(1, -1).replace(/""/g, '"') : c)));
}

describe('stored ids show as names', () => {
  it('covers the picker-backed fields of the declarations', () => {
    expect(cases.map(([name]) => name)).toEqual(
      expect.arrayContaining(['patient.doctorId', 'patient.deptId', 'patient.areaCode', 'depart.parentId']),
    );
  });

  it.each(cases)('%s: list, queryById and export carry the name', async (_name, def, f) => {
    const decl = resourceDeclarations.find((d) => d.name === def.name)!;
    const base = ctx.bases.get(def.name)!;
    const id = await firstId(ctx, base);
    const { value, label } = await valueAndName(def, f);
    expect(label).not.toBe(value);
    await storeValue(server, decl, f.name, id, value);
    const key = `${f.name}_dictText`;

    if (hasOperation(def, 'list')) {
      const page = envelopeOf(
        await server.call('GET', `${base}/list`, {
          token: ctx.admin,
          query: { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' },
        }),
      )!.result as { records: Record<string, unknown>[] };
      const record = page.records.find((r) => r.id === id);
      expect(record, `${def.name} ${id} in its list`).toBeDefined();
      expect([record![f.name], record![key]]).toEqual([value, label]);
    }
    if (hasOperation(def, 'queryById')) {
      const one = envelopeOf(
        await server.call('GET', `${base}/queryById`, { token: ctx.admin, query: { id } }),
      )!.result as Record<string, unknown>;
      expect([one[f.name], one[key]]).toEqual([value, label]);
    }
    if (hasOperation(def, 'exportXls') && f.exportable !== false) {
      const res = await server.call('GET', `${base}/exportXls`, {
        token: ctx.admin,
        query: { selections: id },
      });
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = csvRows(workbookText(res.rawPayload));
      const at = header!.indexOf(f.title);
      expect(at, `${f.title} column`).toBeGreaterThanOrEqual(0);
      expect(rows.map((r) => r[at])).toEqual([label]);
    }
  });
});
