// Data entry and the audit trail of visit forms against a real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): draft and submit by the definition's rules, the lock after submit, change requests applied only
// once another member with the auditor role approves them, audit rows in the change's own transaction, an audit table
// the database keeps append-only, and no way in for another tenant or a non-member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { projectMembers, projects, subjects, visitForms } from '../db/schema/domain.js';
import { dynForms } from '../db/schema/dynamic-form.js';
import { input, userCtx } from './domain-test-support.js';
import { newId } from './domain-kit.js';
import { handlers } from './subject.js';
import { answerResource } from '../resources/engine/index.js';
import { SUBJECT_HAS_DATA } from '../resources/subject.js';
import { VISIT_DEFINITIONS } from '../seed/visit-definitions.js';

let database: TestDatabase;
const T1 = '1000';
let projectId = '';
let definitionId = '';
const ctx = (user: string, tenant = T1) => userCtx(database.db, tenant, user);
const call = (op: string, user: string, body: unknown, tenant = T1) =>
  handlers[op]!(input({}, body), ctx(user, tenant));
const read = (op: string, user: string, query: Record<string, unknown>, tenant = T1) =>
  handlers[op]!(input(query), ctx(user, tenant));

const GOOD = { visitDate: '2026-11-20', sbp: 128, dbp: 82, fbg: 5.6, initials: 'ZSF', smoking: '3' };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
const auditCount = async (formId: string) =>
  Number(
    (
      await rows<{ n: string }>(
        sql`SELECT count(*) AS n FROM visit_form_audit WHERE visit_form_id = ${formId}`,
      )
    )[0]?.n,
  );
const formOf = async (id: string) =>
  (
    await rows<{ status: string; data: Record<string, unknown> }>(
      sql`SELECT status, data FROM visit_form WHERE id = ${id}`,
    )
  )[0]!;

async function newForm(): Promise<string> {
  const subjectId = newId();
  await database.db.insert(subjects).values({
    id: subjectId,
    tenantId: T1,
    projectId,
    subjectNo: `S-${subjectId.slice(-5)}`,
    name: '王五',
  });
  const id = newId();
  await database.db.insert(visitForms).values({
    id,
    tenantId: T1,
    projectId,
    subjectId,
    formId: 'F001',
    caseId: `C${id.slice(-6)}`,
    detailId: newId(),
    name: '基线访视',
    status: '0',
    data: {},
    definitionId,
  });
  return id;
}

async function submitted(): Promise<string> {
  const id = await newForm();
  await call('visitFormSubmit', 'alice', { id, data: GOOD });
  return id;
}

beforeAll(async () => {
  database = await testDatabase();
  projectId = newId();
  definitionId = newId();
  await database.db.insert(projects).values({ id: projectId, tenantId: T1, projectName: '糖尿病随访研究' });
  const member = (userId: string, role: string) => ({
    id: newId(),
    tenantId: T1,
    projectId,
    userId,
    role,
    roleRight: '2',
  });
  await database.db
    .insert(projectMembers)
    .values([
      member('alice', 'researcher'),
      member('bob', 'admin'),
      member('carol', 'doctor'),
      member('erin', 'dataManager'),
    ]);
  const baseline = VISIT_DEFINITIONS[0]!;
  await database.db.insert(dynForms).values({
    id: definitionId,
    tenantId: T1,
    name: baseline.name,
    status: '1',
    fields: baseline.fields,
  });
});
afterAll(async () => {
  await database?.close();
});

describe('visit form data entry', () => {
  it('保存草稿 takes an incomplete form, audits each value and reads 草稿 with the definition', async () => {
    const id = await newForm();
    const saved = (await call('visitFormSave', 'alice', { id, data: { sbp: 130 } })) as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({ status: '1', data: { sbp: 130, dbp: null } });
    expect((saved.fields as { name: string }[]).map((f) => f.name)).toContain('sbp');
    await call('visitFormSave', 'alice', { id, data: { sbp: 135, dbp: 80 } });
    const trail = (await read('visitFormAuditTrail', 'alice', { id, field: 'sbp' })) as Record<
      string,
      unknown
    >[];
    expect(trail).toMatchObject([
      { fieldLabel: '收缩压(mmHg)', oldValue: 130, newValue: 135, action: 'draft', userName: '用户alice' },
      { fieldLabel: '收缩压(mmHg)', oldValue: null, newValue: 130, action: 'draft' },
    ]);
  });

  it('提交 checks every rule of the definition with its Chinese message and then locks the form', async () => {
    const id = await newForm();
    const refused = async (data: Record<string, unknown>, message: string) =>
      expect(call('visitFormSubmit', 'alice', { id, data })).rejects.toMatchObject({
        kind: 'business',
        message,
      });
    await refused({ ...GOOD, dbp: null }, '请填写舒张压(mmHg)');
    await refused({ ...GOOD, sbp: 300 }, '收缩压(mmHg)不能大于260');
    await refused({ ...GOOD, initials: 'zs1' }, '姓名缩写应为2-4位大写字母');
    await refused({ ...GOOD, smoking: '9' }, '吸烟史的选项不存在');
    // A draft keeps the rules other than required: a value out of range is refused there too.
    await expect(call('visitFormSave', 'alice', { id, data: { sbp: 20 } })).rejects.toMatchObject({
      message: '收缩压(mmHg)不能小于60',
    });
    expect(await auditCount(id)).toBe(0);
    const done = (await call('visitFormSubmit', 'alice', { id, data: GOOD })) as Record<string, unknown>;
    expect(done).toMatchObject({ status: '2', submitByName: null });
    expect(done.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const trail = (await read('visitFormAuditTrail', 'alice', { id })) as Record<string, unknown>[];
    // An option's value reads back as the text stored ('3', not the number 3).
    expect(trail.find((r) => r.field === 'smoking')).toMatchObject({ oldValue: null, newValue: '3' });
    expect(trail.find((r) => r.fieldLabel === '表单状态')).toMatchObject({
      oldValue: '未填写',
      newValue: '已提交',
    });
    for (const op of ['visitFormSave', 'visitFormSubmit'])
      await expect(call(op, 'bob', { id, data: { ...GOOD, sbp: 140 } })).rejects.toMatchObject({
        message: '表单已提交，不能直接修改，请提交数据修改申请',
      });
    expect((await formOf(id)).data).toMatchObject({ sbp: 128 });
  });
});

describe('数据修改申请', () => {
  it('needs a submitted form, a reason and a changed value; it changes nothing until approved', async () => {
    const draft = await newForm();
    await expect(
      call('visitFormChangeAdd', 'alice', { id: draft, data: { sbp: 140 }, reason: '录入错误' }),
    ).rejects.toMatchObject({ message: '表单尚未提交，可直接修改后保存' });
    const id = await submitted();
    await expect(
      call('visitFormChangeAdd', 'alice', { id, data: { sbp: 140 }, reason: ' ' }),
    ).rejects.toMatchObject({ message: '请填写修改原因' });
    await expect(
      call('visitFormChangeAdd', 'alice', { id, data: { sbp: 128 }, reason: '录入错误' }),
    ).rejects.toMatchObject({ message: '请至少修改一个字段的值' });
    await expect(
      call('visitFormChangeAdd', 'alice', { id, data: { sbp: 999 }, reason: '录入错误' }),
    ).rejects.toMatchObject({ message: '收缩压(mmHg)不能大于260' });
    const before = await auditCount(id);
    const asked = (await call('visitFormChangeAdd', 'alice', {
      id,
      data: { sbp: 140 },
      reason: '录入错误，按原始病历更正',
    })) as Record<string, unknown>;
    expect(asked).toMatchObject({
      status: '0',
      mine: true,
      applicantName: '用户alice',
      changes: [{ field: 'sbp', fieldLabel: '收缩压(mmHg)', oldValue: 128, newValue: 140 }],
    });
    expect((await formOf(id)).data).toMatchObject({ sbp: 128 });
    expect(await auditCount(id)).toBe(before);
  });

  it('is approved only by another member with the auditor role, then changes the value with audit rows', async () => {
    const id = await submitted();
    const ask = async (user: string) =>
      (
        (await call('visitFormChangeAdd', user, { id, data: { dbp: 88 }, reason: '复核血压记录' })) as {
          id: string;
        }
      ).id;
    const mine = await ask('bob');
    await expect(
      call('visitFormChangeAudit', 'bob', { id: mine, approve: true, reason: '同意' }),
    ).rejects.toMatchObject({ message: '不能审核自己提交的申请' });
    const change = await ask('alice');
    await expect(
      call('visitFormChangeAudit', 'carol', { id: change, approve: true, reason: '同意' }),
    ).rejects.toMatchObject({
      kind: 'noPermission',
      message: '只有项目负责人或数据管理员可以审核数据修改申请',
    });
    await expect(
      call('visitFormChangeAudit', 'bob', { id: change, approve: true, reason: '' }),
    ).rejects.toMatchObject({ message: '请填写审核意见' });
    expect((await formOf(id)).data).toMatchObject({ dbp: 82 });
    const approved = (await call('visitFormChangeAudit', 'bob', {
      id: change,
      approve: true,
      reason: '已核对原始病历',
    })) as Record<string, unknown>;
    expect(approved).toMatchObject({ status: '1', auditorName: '用户bob', auditReason: '已核对原始病历' });
    expect(await formOf(id)).toMatchObject({ status: '2', data: { dbp: 88 } });
    const trail = (await read('visitFormAuditTrail', 'carol', { id, field: 'dbp' })) as Record<
      string,
      unknown
    >[];
    expect(trail[0]).toMatchObject({
      oldValue: 82,
      newValue: 88,
      action: 'change',
      reason: '复核血压记录',
      userName: '用户alice',
      auditorName: '用户bob',
    });
    await expect(
      call('visitFormChangeAudit', 'bob', { id: change, approve: false, reason: '重复' }),
    ).rejects.toMatchObject({ message: '该申请已审核，不能重复审核' });
    const list = (await read('visitFormChangeList', 'alice', { id })) as { id: string; status: string }[];
    expect(list.map((c) => c.status).sort()).toEqual(['0', '1']);
  });

  it('数据管理员 reads and audits but neither fills a form nor asks for a change; the detail says so', async () => {
    const id = await submitted();
    const draft = await newForm();
    const detailOf = async (user: string, formId: string) => {
      const [row] = await rows<{ detail_id: string }>(
        sql`SELECT detail_id FROM visit_form WHERE id = ${formId}`,
      );
      return (await read('visitFormDetail', user, { detailId: row!.detail_id })) as Record<string, unknown>;
    };
    expect(await detailOf('erin', id)).toMatchObject({ canEdit: false, canAudit: true });
    expect(await detailOf('carol', id)).toMatchObject({ canEdit: true, canAudit: false });
    expect(await detailOf('alice', draft)).toMatchObject({ canEdit: true });
    for (const op of ['visitFormSave', 'visitFormSubmit'])
      await expect(call(op, 'erin', { id: draft, data: GOOD })).rejects.toMatchObject({
        kind: 'noPermission',
      });
    await expect(
      call('visitFormChangeAdd', 'erin', { id, data: { dbp: 90 }, reason: '复核' }),
    ).rejects.toMatchObject({ kind: 'noPermission' });
    expect(await formOf(draft)).toMatchObject({ status: '0', data: {} });
    expect(await read('visitFormChangeList', 'erin', { id })).toEqual([]);
  });

  it('a rejection keeps the value and writes no audit row', async () => {
    const id = await submitted();
    const { id: change } = (await call('visitFormChangeAdd', 'alice', {
      id,
      data: { fbg: 7.2 },
      reason: '化验单更正',
    })) as { id: string };
    const before = await auditCount(id);
    const rejected = await call('visitFormChangeAudit', 'bob', {
      id: change,
      approve: false,
      reason: '与原始记录一致',
    });
    expect(rejected).toMatchObject({ status: '2', auditReason: '与原始记录一致' });
    expect((await formOf(id)).data).toMatchObject({ fbg: 5.6 });
    expect(await auditCount(id)).toBe(before);
  });
});

describe("a project's change requests", () => {
  type Listed = { records: Record<string, unknown>[]; total: number };
  const projectList = async (user: string, query: Record<string, unknown> = {}) =>
    (await read('visitFormChangeProjectList', user, { projectId, ...query })) as Listed;

  it('lists them newest first with subject and form, each marked auditable only for another auditor', async () => {
    const id = await submitted();
    const { id: change } = (await call('visitFormChangeAdd', 'alice', {
      id,
      data: { sbp: 141 },
      reason: '按原始病历更正',
    })) as { id: string };
    const pending = await projectList('bob', { status: '0' });
    expect(pending.records[0]).toMatchObject({
      id: change,
      visitFormId: id,
      status: '0',
      subjectName: '王五',
      formName: '基线访视',
      reason: '按原始病历更正',
      applicantName: '用户alice',
      mine: false,
      canAudit: true,
    });
    expect(pending.records[0]?.detailId).toEqual(expect.any(String));
    expect(pending.records.every((r) => r.status === '0')).toBe(true);
    const [{ n } = { n: '0' }] = await rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM visit_form_change WHERE project_id = ${projectId} AND status = '0'`,
    );
    expect(pending.total).toBe(Number(n));
    // The applicant, a doctor and a data manager each read the same request; only another auditor may audit it.
    const mark = async (user: string) =>
      (await projectList(user, { status: '0' })).records.find((r) => r.id === change);
    expect(await mark('alice')).toMatchObject({ mine: true, canAudit: false });
    expect(await mark('carol')).toMatchObject({ canAudit: false });
    expect(await mark('erin')).toMatchObject({ canAudit: true });

    await call('visitFormChangeAudit', 'erin', { id: change, approve: true, reason: '已核对' });
    expect((await projectList('bob', { status: '0' })).records.some((r) => r.id === change)).toBe(false);
    expect((await projectList('bob', { status: '1' })).records[0]).toMatchObject({
      id: change,
      status: '1',
      auditorName: '用户erin',
      canAudit: false,
    });
    const all = await projectList('bob');
    const [{ n: every } = { n: '0' }] = await rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM visit_form_change WHERE project_id = ${projectId}`,
    );
    expect(all.total).toBe(Number(every));
    expect(all.records.map((r) => r.id)).toContain(change);
  });

  // An unknown status never gets here: the contract's enum refuses it at the door, as for every enum parameter.
  it('refuses a missing project', async () => {
    await expect(read('visitFormChangeProjectList', 'bob', {})).rejects.toMatchObject({ kind: 'badRequest' });
  });
});

describe('messages of a change request', () => {
  type Msg = { user_id: string; classify: string; title: string; content: string; redirect: unknown };
  const messagesAbout = async (detailId: string) =>
    rows<Msg>(
      sql`SELECT user_id, classify, title, content, redirect FROM message WHERE redirect->'param'->>'detailId' = ${detailId} ORDER BY user_id`,
    );
  const detailOf = async (id: string) =>
    (await rows<{ detail_id: string }>(sql`SELECT detail_id FROM visit_form WHERE id = ${id}`))[0]!.detail_id;

  it('tells each auditor of the project but the requester, and the requester of the decision with its reason', async () => {
    const id = await submitted();
    const detailId = await detailOf(id);
    const { id: change } = (await call('visitFormChangeAdd', 'alice', {
      id,
      data: { sbp: 126 },
      reason: '复核血压记录',
    })) as { id: string };
    const told = await messagesAbout(detailId);
    // bob (项目负责人) and erin (数据管理员); not carol (医生), not alice herself.
    expect(told.map((m) => m.user_id)).toEqual(['bob', 'erin']);
    expect(told[0]).toMatchObject({
      classify: '3',
      title: expect.stringMatching(/^数据修改申请待审核：王五（S-[^）]+）「基线访视」$/),
      redirect: { webUrl: 'visitForm', param: { detailId, tab: 'changes', projectId } },
    });
    expect(told[0]!.content).toContain('复核血压记录');
    expect(told[0]!.content).toContain('收缩压');

    await call('visitFormChangeAudit', 'bob', { id: change, approve: false, reason: '与原始记录一致' });
    const after = (await messagesAbout(detailId)).filter((m) => m.user_id === 'alice');
    expect(after).toHaveLength(1);
    expect(after[0]!.title).toContain('数据修改申请已驳回');
    expect(after[0]!.content).toContain('审核意见：与原始记录一致');
    expect(after[0]!.redirect).toMatchObject({ param: { detailId, tab: 'changes' } });

    // A bob request is told to erin only; its approval tells bob.
    const { id: second } = (await call('visitFormChangeAdd', 'bob', {
      id,
      data: { sbp: 124 },
      reason: '按化验单更正',
    })) as { id: string };
    const toErin = (await messagesAbout(detailId)).filter((m) => m.content.includes('按化验单更正'));
    expect(toErin.map((m) => m.user_id)).toEqual(['erin']);
    await call('visitFormChangeAudit', 'erin', { id: second, approve: true, reason: '已核对' });
    const toBob = (await messagesAbout(detailId)).filter(
      (m) => m.user_id === 'bob' && m.title.includes('已通过'),
    );
    expect(toBob).toHaveLength(1);
    expect(toBob[0]!.content).toContain('审核意见：已核对');
  });

  it('a refused request or decision sends nothing', async () => {
    const id = await submitted();
    const detailId = await detailOf(id);
    await expect(
      call('visitFormChangeAdd', 'alice', { id, data: { sbp: 126 }, reason: '' }),
    ).rejects.toMatchObject({ message: '请填写修改原因' });
    const { id: change } = (await call('visitFormChangeAdd', 'alice', {
      id,
      data: { sbp: 126 },
      reason: '复核',
    })) as { id: string };
    await expect(
      call('visitFormChangeAudit', 'carol', { id: change, approve: true, reason: '同意' }),
    ).rejects.toMatchObject({ kind: 'noPermission' });
    const told = await messagesAbout(detailId);
    expect(told.map((m) => m.user_id)).toEqual(['bob', 'erin']);
  });
});

describe('audit trail integrity', () => {
  it('audit rows are written in the change’s transaction: a failing change writes none', async () => {
    const id = await submitted();
    const { id: change } = (await call('visitFormChangeAdd', 'alice', {
      id,
      data: { sbp: 150 },
      reason: '录入错误',
    })) as { id: string };
    const draft = await newForm();
    const before = await auditCount(id);
    // The form's own update fails after the audit rows went in: both must be gone.
    await database.db.execute(sql`CREATE OR REPLACE FUNCTION test_refuse_visit_form() RETURNS trigger
      LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END; $$`);
    await database.db.execute(sql`CREATE TRIGGER test_refuse_visit_form BEFORE UPDATE ON visit_form
      FOR EACH ROW EXECUTE FUNCTION test_refuse_visit_form()`);
    try {
      await expect(
        call('visitFormChangeAudit', 'bob', { id: change, approve: true, reason: '同意' }),
      ).rejects.toThrow();
      await expect(call('visitFormSave', 'alice', { id: draft, data: { sbp: 120 } })).rejects.toThrow();
    } finally {
      await database.db.execute(sql`DROP TRIGGER test_refuse_visit_form ON visit_form`);
    }
    expect(await auditCount(id)).toBe(before);
    expect(await auditCount(draft)).toBe(0);
    expect((await formOf(id)).data).toMatchObject({ sbp: 128 });
    const list = (await read('visitFormChangeList', 'alice', { id })) as { id: string; status: string }[];
    expect(list.find((c) => c.id === change)?.status).toBe('0');
  });

  it('the database refuses UPDATE and DELETE of audit rows', async () => {
    const id = await submitted();
    expect(await auditCount(id)).toBeGreaterThan(0);
    await expect(
      database.db.execute(sql`UPDATE visit_form_audit SET new_value = '1' WHERE visit_form_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`DELETE FROM visit_form_audit WHERE visit_form_id = ${id}`),
    ).rejects.toThrow();
    expect(await auditCount(id)).toBeGreaterThan(0);
  });
});

describe('deleting a subject with entered data', () => {
  const op = (crud: string) => ({ operationId: `subject-${crud}`, resource: 'subject', crud });
  const subjectOf = async (formId: string) =>
    (await rows<{ subject_id: string }>(sql`SELECT subject_id FROM visit_form WHERE id = ${formId}`))[0]!
      .subject_id;
  const exists = async (table: 'subject' | 'visit_form', id: string) =>
    (await rows(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id}`)).length === 1;

  // bob, the 项目负责人: deleting is the manager's (a researcher is refused before any of this).
  it('is refused for a submitted form or a draft with audit rows, alone or in a batch, deleting nothing', async () => {
    const submittedForm = await submitted();
    const draftForm = await newForm();
    await call('visitFormSave', 'alice', { id: draftForm, data: { sbp: 120 } });
    const emptyForm = await newForm();
    const withSubmitted = await subjectOf(submittedForm);
    const withDraft = await subjectOf(draftForm);
    const untouched = await subjectOf(emptyForm);
    for (const id of [withSubmitted, withDraft]) {
      await expect(answerResource(op('delete'), input({ id }), ctx('bob'))).rejects.toMatchObject({
        kind: 'business',
        message: SUBJECT_HAS_DATA,
      });
    }
    await expect(
      answerResource(op('deleteBatch'), input({ ids: [untouched, withSubmitted].join(',') }), ctx('bob')),
    ).rejects.toMatchObject({ message: SUBJECT_HAS_DATA });
    for (const id of [withSubmitted, withDraft, untouched]) expect(await exists('subject', id)).toBe(true);
    for (const id of [submittedForm, draftForm, emptyForm]) expect(await exists('visit_form', id)).toBe(true);
    expect(await auditCount(submittedForm)).toBeGreaterThan(0);
  });

  it('a subject whose forms were never filled is deleted with them', async () => {
    const emptyForm = await newForm();
    const id = await subjectOf(emptyForm);
    await answerResource(op('delete'), input({ id }), ctx('bob'));
    expect(await exists('subject', id)).toBe(false);
    expect(await exists('visit_form', emptyForm)).toBe(false);
  });
});

describe('tenant and project membership', () => {
  it('a non-member and another tenant reach no operation and change nothing', async () => {
    const id = await submitted();
    const { id: change } = (await call('visitFormChangeAdd', 'alice', {
      id,
      data: { sbp: 150 },
      reason: '录入错误',
    })) as { id: string };
    const draft = await newForm();
    const before = await auditCount(id);
    for (const [user, tenant] of [
      ['dave', T1],
      ['bob', '2000'],
    ] as const) {
      const notFound = { kind: 'notFound' };
      await expect(read('visitFormAuditTrail', user, { id }, tenant)).rejects.toMatchObject(notFound);
      await expect(read('visitFormChangeList', user, { id }, tenant)).rejects.toMatchObject(notFound);
      await expect(
        read('visitFormChangeProjectList', user, { projectId, status: '0' }, tenant),
      ).rejects.toMatchObject(notFound);
      await expect(read('visitFormDetail', user, { detailId: 'x' }, tenant)).rejects.toMatchObject(notFound);
      await expect(
        call('visitFormSave', user, { id: draft, data: { sbp: 120 } }, tenant),
      ).rejects.toMatchObject(notFound);
      await expect(call('visitFormSubmit', user, { id: draft, data: GOOD }, tenant)).rejects.toMatchObject(
        notFound,
      );
      await expect(
        call('visitFormChangeAdd', user, { id, data: { sbp: 150 }, reason: '录入错误' }, tenant),
      ).rejects.toMatchObject(notFound);
      await expect(
        call('visitFormChangeAudit', user, { id: change, approve: true, reason: '同意' }, tenant),
      ).rejects.toMatchObject(notFound);
    }
    expect(await auditCount(id)).toBe(before);
    expect(await auditCount(draft)).toBe(0);
    expect((await formOf(id)).data).toMatchObject({ sbp: 128 });
  });
});
