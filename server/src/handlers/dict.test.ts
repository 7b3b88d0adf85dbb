// Dictionary handlers on a seeded database: items, search, labels, tree data over registered tables only, versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from '../db/client.js';
import { answerResource } from '../resources/engine/index.js';
import { failureOf, openTestDatabase, testContext } from '../resources/test-support.js';
import { rows } from '../db/rows.js';
import { seedBusiness } from '../seed/business.js';
import { seedDicts } from '../seed/domain.js';
import { handlers } from './dict.js';

let opened: OpenedDatabase;
const ctx = () => testContext(opened.db, '1000');
const call = (op: string, query: Record<string, unknown> = {}, params: Record<string, string> = {}) =>
  handlers[op]!({ query, params, body: null, headers: {}, files: [] }, ctx());

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.db.transaction(async (tx) => {
    await seedBusiness(tx as never);
    // the declared dictionaries (慢病病种 among them), as the demo seed writes them next
    await seedDicts(tx as never);
  });
}, 60_000);
afterAll(async () => opened?.close());

describe('dictionary lookups', () => {
  it('getDictItems answers the items in order, and refuses an empty code', async () => {
    expect(await call('getDictItems', {}, { dictCode: 'sex' })).toEqual([
      { value: '1', text: '男', title: '男', label: '男', color: null },
      { value: '2', text: '女', title: '女', label: '女', color: null },
    ]);
    expect((await failureOf(call('getDictItems', {}, { dictCode: '' }))).message).toBe('字典Code不能为空!');
    expect(await call('getDictItems', {}, { dictCode: "sex' OR '1'='1" })).toEqual([]);
  });
  it('loadDict searches by keyword with a page size; loadDictItem maps keys to labels', async () => {
    const r = (await call('loadDict', { keyword: '糖尿' }, { dictCode: 'disease_type' })) as {
      text: string;
    }[];
    expect(r.map((o) => o.text)).toEqual(['2型糖尿病']);
    expect(
      ((await call('loadDict', { pageSize: 2 }, { dictCode: 'disease_type' })) as unknown[]).length,
    ).toBe(2);
    expect(await call('loadDictItem', { key: 'HBP,CKD,zzz' }, { dictCode: 'disease_type' })).toEqual([
      '高血压',
      '慢性肾病',
      'zzz',
    ]);
  });
  it('a table dictionary (a declared reference) is searched and labelled in the tenant, with its permission', async () => {
    const code = 'chronic_patient,name,id';
    const [one] = await rows<{ id: string; name: string }>(
      opened.db,
      sql`SELECT id, name FROM chronic_patient WHERE tenant_id = '1000' ORDER BY name LIMIT 1`,
    );
    const surname = one!.name.slice(0, 1);
    const found = (await call('loadDict', { keyword: surname, pageSize: 5 }, { dictCode: code })) as {
      value: string;
      text: string;
    }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found.every((o) => o.text.includes(surname))).toBe(true);
    expect(await call('loadDictItem', { key: `${one!.id},nobody` }, { dictCode: code })).toEqual([
      one!.name,
      'nobody',
    ]);
    // Same-named patients are told apart: the title adds 性别 and 出生日期 (declared pickerDetail), the text stays.
    await opened.db.execute(
      sql`INSERT INTO chronic_patient (id, tenant_id, name, sex, birthday) VALUES
            ('twin-a', '1000', '重名患者', '2', '1956-03-02'), ('twin-b', '1000', '重名患者', '1', NULL)`,
    );
    const twins = (await call('loadDict', { keyword: '重名患者' }, { dictCode: code })) as {
      value: string;
      text: string;
      title: string;
    }[];
    expect(twins.map((o) => [o.value, o.text, o.title])).toEqual([
      ['twin-a', '重名患者', '重名患者 · 女 · 1956-03-02'],
      ['twin-b', '重名患者', '重名患者 · 男'],
    ]);
    // Another tenant's patient is neither found nor labelled.
    const [other] = await rows<{ id: string; name: string }>(
      opened.db,
      sql`SELECT id, name FROM chronic_patient WHERE tenant_id = '2000' LIMIT 1`,
    );
    expect(await call('loadDictItem', { key: other!.id }, { dictCode: code })).toEqual([other!.id]);
    const all = (await call('loadDict', { pageSize: 1000 }, { dictCode: code })) as { value: string }[];
    expect(all.some((o) => o.value === other!.id)).toBe(false);
    // A keyword is text, never a pattern: '%' matches no name.
    expect(await call('loadDict', { keyword: '%' }, { dictCode: code })).toEqual([]);
    // Only the label tables declarations name: not a password column, not an unknown table.
    for (const bad of ['sys_user,password,id', 'chronic_patient,id_card,id', 'pg_user,usename,usesysid']) {
      expect((await failureOf(call('loadDict', {}, { dictCode: bad }))).kind).toBe('business');
      expect((await failureOf(call('loadDictItem', { key: 'x' }, { dictCode: bad }))).kind).toBe('business');
    }
    // Without the patient list code (nor a form referring to patients) the table is not read.
    const stranger = testContext(opened.db, '1000', 'stranger');
    stranger.user!.permissions = new Set();
    const denied = handlers.loadDict!(
      { query: { keyword: surname }, params: { dictCode: code }, body: null, headers: {}, files: [] },
      stranger,
    );
    expect((await failureOf(denied)).kind).toBe('noPermission');
  });
  it("who may add a 项目成员 reads the users' names to choose from, without the user list, in the tenant only", async () => {
    // 项目设置's 成员 picker: a 项目负责人 holding rws:projectmember:add but not the user list's code.
    await opened.db.execute(
      sql`INSERT INTO sys_user (id, tenant_id, username, realname, password_hash) VALUES
            ('u-nurse', '1000', 'pick_nurse', '陈护士', 'x'), ('u-far', '2000', 'pick_far', '赵管理员', 'x')`,
    );
    await opened.db.execute(
      sql`INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES ('u-nurse', '1000'), ('u-far', '2000')`,
    );
    const lead = testContext(opened.db, '1000', 'lead');
    lead.user!.permissions = new Set(['rws:projectmember:add']);
    const search = (who: typeof lead) =>
      handlers.loadDict!(
        {
          query: { pageSize: 1000 },
          params: { dictCode: 'sys_user,realname,id' },
          body: null,
          headers: {},
          files: [],
        },
        who,
      ) as Promise<{ text: string }[]>;
    const names = (await search(lead)).map((o) => o.text);
    expect(names).toContain('陈护士');
    expect(names).not.toContain('赵管理员');
    const stranger = testContext(opened.db, '1000', 'stranger');
    stranger.user!.permissions = new Set(['rws:projectmember:list']);
    expect((await failureOf(search(stranger))).kind).toBe('noPermission');
  });
  it('a tenant dictionary overrides the global one', async () => {
    await answerResource(
      { operationId: 'dictAdd', resource: 'dict', crud: 'add' },
      { query: {}, params: {}, body: { dictName: '性别', dictCode: 'sex' }, headers: {}, files: [] },
      testContext(opened.db, '2000'),
    );
    expect(
      await handlers.getDictItems!(
        { query: {}, params: { dictCode: 'sex' }, body: null, headers: {}, files: [] },
        testContext(opened.db, '2000'),
      ),
    ).toEqual([]);
    expect(((await call('getDictItems', {}, { dictCode: 'sex' })) as unknown[]).length).toBe(2);
  });
  it('loadTreeData serves registered tree tables only and checks the condition', async () => {
    const base = {
      tableName: 'sys_tree_dict',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
    };
    const roots = (await call('loadDictTreeData', base)) as { key: string; title: string; leaf: boolean }[];
    expect(roots.map((r) => r.title)).toEqual([
      '循环系统疾病',
      '内分泌、营养和代谢疾病',
      '呼吸系统疾病',
      '泌尿生殖系统疾病',
    ]);
    expect(roots.every((r) => !r.leaf)).toBe(true);
    const kids = (await call('loadDictTreeData', { ...base, pid: roots[0]!.key })) as {
      title: string;
      leaf: boolean;
    }[];
    expect(kids.map((k) => k.title)).toEqual(['原发性高血压', '慢性缺血性心脏病']);
    expect(kids.every((k) => k.leaf)).toBe(true);
    for (const bad of [
      { ...base, tableName: 'sys_user' },
      { ...base, text: 'password_hash' },
      { ...base, tableName: 'sys_tree_dict; DROP TABLE sys_user' },
    ]) {
      expect((await failureOf(call('loadDictTreeData', bad))).message).toBe('不支持的树形字典表');
    }
    expect((await failureOf(call('loadDictTreeData', { ...base, condition: 'code=1' }))).message).toBe(
      '条件值错误，需要JSON字符串',
    );
    expect((await failureOf(call('loadDictTreeData', { ...base, condition: '[1]' }))).message).toBe(
      '条件值错误，需要JSON字符串',
    );
    expect(
      (await failureOf(call('loadDictTreeData', { ...base, condition: '{"password_hash":"x"}' }))).kind,
    ).toBe('business');
    const filtered = (await call('loadDictTreeData', { ...base, condition: '{"code":"J00-J99"}' })) as {
      title: string;
    }[];
    expect(filtered.map((r) => r.title)).toEqual(['呼吸系统疾病']);
  });
  it('queryAllDictItems maps every code; refleshCache and dictionary edits bump the version', async () => {
    const all = (await call('queryAllDictItems')) as Record<string, unknown[]>;
    expect(Object.keys(all)).toContain('patient_status');
    const v1 = Number(await call('refleshCache'));
    await opened.db.execute(
      sql`INSERT INTO sys_dict (id, tenant_id, dict_name, dict_code) VALUES ('own-dict', '1000', '本租户', 'own')`,
    );
    const item = { dictId: 'own-dict', itemText: 'x', itemValue: 'x' };
    await answerResource(
      { operationId: 'dictItemAdd', resource: 'dictItem', crud: 'add' },
      { query: {}, params: {}, body: item, headers: {}, files: [] },
      ctx(),
    );
    const v2 = Number(await call('refleshCache'));
    expect(v2).toBeGreaterThan(v1 + 1);
  });
});
