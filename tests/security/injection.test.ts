// Injection (issue 3 §7): super-query fields, rules and values, sort columns, dictionary codes, duplicate-check names
// and tree-table names fuzzed with SQL metacharacters (fast-check, fixed seed, bounded runs) on the patient and user
// lists. Never a 500, never SQL text or a stack, and filtered rows are exactly those the rule means.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalsIn } from '../support/leak-scan.js';
import { listAll } from '../support/record-ids.js';
import { envelopeOf, startServer, type Envelope, type TestServer } from '../support/test-server.js';

const SEED = 20261122;
const RUNS = 20;
const PIECES = [
  "'",
  '"',
  ';',
  '--',
  '/*',
  '*/',
  '`',
  '%2C',
  '%27',
  ',',
  '%',
  '_',
  '\\',
  '(',
  ')',
  '*',
  '\u0000',
  ' OR 1=1',
  "' OR '1'='1",
  '; DROP TABLE chronic_patient; --',
  'select * from sys_user',
  'pg_sleep(1)',
  '$1',
  '::text',
];

interface Target {
  base: string;
  /** The text field the value rules are checked on. */
  field: string;
  column: string;
  all: Array<Record<string, unknown>>;
}

let server: TestServer;
let token: string;
const targets: Target[] = [];

beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
  for (const [base, field, column] of [
    ['/chronic/patient', 'name', 'name'],
    ['/sys/user', 'realname', 'realname'],
  ] as const) {
    const page = await listAll(server, token, base);
    expect(page.records.length).toBeGreaterThan(2);
    targets.push({ base, field, column, all: page.records });
  }
});
afterAll(async () => {
  await server?.close();
});

/** A hostile string: metacharacters mixed with pieces of real values so some rules still match rows. */
function hostile(real: string[]): fc.Arbitrary<string> {
  const fragments = real.flatMap((r) => [r, r.slice(0, 1), r.slice(-1)]).filter(Boolean);
  return fc
    .array(fc.oneof(fc.constantFrom(...PIECES), fc.constantFrom(...fragments)), {
      minLength: 1,
      maxLength: 4,
    })
    .map((parts) => parts.join(''));
}

async function list(target: Target, query: Record<string, string>) {
  const res = await server.call('GET', `${target.base}/list`, {
    token,
    query: { pageNo: 1, pageSize: 1000, ...query },
  });
  return { res, env: envelopeOf(res) };
}

function expectSafe(res: { statusCode: number; body: string }, sent: string[]) {
  expect(res.statusCode, res.body.slice(0, 200)).not.toBe(500);
  expect(res.statusCode).toBeLessThan(500);
  expect(internalsIn(res.body, sent), res.body.slice(0, 300)).toEqual([]);
}

/** Field names the two resources declare (hostile generators may hit them by chance). */
const DECLARED = new Set([
  'name',
  'id',
  'realname',
  'username',
  'sex',
  'phone',
  'status',
  'createTime',
  'tenantId',
]);
const RULES = new Set(['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);

const superQuery = (rules: unknown[]) => encodeURIComponent(JSON.stringify(rules));

const MEANING: Record<string, (value: string, v: string) => boolean> = {
  eq: (value, v) => value === v,
  ne: (value, v) => value !== v,
  like: (value, v) => value.includes(v),
  right_like: (value, v) => value.startsWith(v),
  left_like: (value, v) => value.endsWith(v),
};

describe.each(['/chronic/patient', '/sys/user'])('%s/list', (base) => {
  const target = () => targets.find((t) => t.base === base) as Target;

  it('super-query values with metacharacters return exactly the rows the rule means', async () => {
    const t = target();
    const names = t.all.map((r) => String(r[t.field] ?? '')).filter(Boolean);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(MEANING)),
        hostile(names.slice(0, 20)),
        async (rule, val) => {
          const { res, env } = await list(t, {
            superQueryParams: superQuery([{ field: t.field, rule, val, type: 'string' }]),
            superQueryMatchType: 'and',
          });
          expectSafe(res, [val]);
          if (!env?.success) {
            // Only text the database cannot store (NUL) may be refused, and then clearly.
            expect(val).toContain('\u0000');
            expect(env?.message).toMatch(/[\u4e00-\u9fa5]/);
            return;
          }
          const got = (env.result as { records: Array<{ id: string }> }).records.map((r) => r.id).sort();
          const expected = t.all
            .filter((r) => r[t.field] != null && MEANING[rule]?.(String(r[t.field]), val))
            .map((r) => String(r.id))
            .sort();
          expect(got, `${rule} ${JSON.stringify(val)}`).toEqual(expected);
        },
      ),
      { seed: SEED, numRuns: RUNS * 2 },
    );
  });

  it('unknown or hostile super-query fields are refused with a clear message, never dropped', async () => {
    const t = target();
    const field = fc
      .oneof(
        hostile(['name', 'id', 'tenant_id', 'password_hash']),
        fc.constantFrom('passwordHash', 'password_hash', 'id;--', 'name`', '"name"', 'name,sex', 'nosuch'),
      )
      .filter((f) => !DECLARED.has(f));
    await fc.assert(
      fc.asyncProperty(field, async (f) => {
        const { res, env } = await list(t, {
          superQueryParams: superQuery([{ field: f, rule: 'eq', val: 'x', type: 'string' }]),
          superQueryMatchType: 'and',
        });
        expectSafe(res, [f]);
        expect(env?.success, `${JSON.stringify(f)} -> ${res.body.slice(0, 200)}`).toBe(false);
        expect(env?.message).toMatch(/[\u4e00-\u9fa5]/);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('hostile rules and match types are refused, never a 500', async () => {
    const t = target();
    await fc.assert(
      fc.asyncProperty(
        hostile(['eq', 'like', 'in']),
        fc.constantFrom('and', 'or', "and'--", 'or 1=1', '`or`'),
        async (rule, mt) => {
          const { res, env } = await list(t, {
            superQueryParams: superQuery([{ field: t.field, rule, val: 'x', type: 'string' }]),
            superQueryMatchType: mt,
          });
          expectSafe(res, [rule, mt]);
          if (!(RULES.has(rule) && (mt === 'and' || mt === 'or'))) expect(env?.success).toBe(false);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('malformed superQueryParams text is refused, never a 500', async () => {
    const t = target();
    await fc.assert(
      fc.asyncProperty(hostile(['[{"field":"name"', '}]', '{', '[']), async (raw) => {
        const { res, env } = await list(t, { superQueryParams: raw, superQueryMatchType: 'and' });
        expectSafe(res, [raw]);
        if (env?.success) expect((env.result as { total: number }).total).toBeLessThanOrEqual(t.all.length);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('a super query on tenantId cannot reach another tenant', async () => {
    const t = target();
    for (const val of ['2000', '1423892807230000001']) {
      const { res, env } = await list(t, {
        superQueryParams: superQuery([{ field: 'tenantId', rule: 'eq', val, type: 'string' }]),
        superQueryMatchType: 'or',
      });
      expectSafe(res, [val]);
      if (env?.success) expect((env.result as { records: unknown[] }).records).toEqual([]);
    }
  });

  it('hostile sort columns and orders never reorder into other rows or leak', async () => {
    const t = target();
    const all = new Set(t.all.map((r) => String(r.id)));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostile([t.column, 'createTime', 'id']),
          fc.constantFrom('tenant_id', 'password_hash', 'id desc;--'),
        ),
        fc.constantFrom('asc', 'desc', 'desc;--', "asc'", 'asc, (select 1)'),
        async (column, order) => {
          const { res, env } = await list(t, { column, order });
          expectSafe(res, [column, order]);
          if (!env?.success) return;
          const page = env.result as { records: Array<{ id: string }>; total: number };
          expect(page.total).toBe(t.all.length);
          for (const r of page.records) expect(all.has(String(r.id))).toBe(true);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('names that address registered things only', () => {
  const REGISTERED = new Set(['sex', 'disease_type']);
  const codes = () =>
    hostile(['sex', 'sys_user', 'disease_type', 'username']).filter((c) => !REGISTERED.has(c));

  it('dictionary codes: getDictItems, loadDict, loadDictItem answer nothing for unknown codes', async () => {
    await fc.assert(
      fc.asyncProperty(codes(), async (code) => {
        for (const [path, query] of [
          [`/sys/dict/getDictItems/${encodeURIComponent(code)}`, {}],
          [`/sys/dict/loadDict/${encodeURIComponent(code)}`, { keyword: code }],
          [`/sys/dict/loadDictItem/${encodeURIComponent(code)}`, { key: '1' }],
        ] as const) {
          const res = await server.call('GET', path, { token, query });
          expectSafe(res, [code]);
          const env = envelopeOf(res);
          if (env?.success && path.includes('getDictItems')) expect(env.result).toEqual([]);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('duplicate check: table and field names outside the registry are refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostile(['sys_user', 'username']),
        hostile(['username', 'phone']),
        async (tableName, fieldName) => {
          const res = await server.call('GET', '/sys/duplicate/check', {
            token,
            query: { tableName, fieldName, fieldVal: "x' or '1'='1" },
          });
          expectSafe(res, [tableName, fieldName]);
          const env = envelopeOf(res) as Envelope;
          if (!(tableName === 'sys_user' && fieldName === 'username')) expect(env.success).toBe(false);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('loadTreeData: table names outside the registry are refused', async () => {
    await fc.assert(
      fc.asyncProperty(hostile(['sys_category', 'sys_depart', 'sys_user']), async (tableName) => {
        const res = await server.call('GET', '/sys/dict/loadTreeData', {
          token,
          query: {
            tableName,
            text: 'name',
            code: 'id',
            pidField: 'pid',
            condition: `{"code":"${tableName}"}`,
          },
        });
        expectSafe(res, [tableName]);
        const env = envelopeOf(res) as Envelope;
        if (!['sys_category', 'sys_depart'].includes(tableName)) expect(env.success).toBe(false);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
