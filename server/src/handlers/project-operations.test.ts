// Project operations as a class, against a real database: for every operation a resource declaration names in
// projectOperations and every project role, the server allows exactly what the project detail's authOperation lists
// for that role, and a non-member finds nothing. A new declared operation without a driver here fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, type ResourceDef } from '@clinic/sdk/resources';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { projectMembers, projects } from '../db/schema/domain.js';
import { answerResource } from '../resources/engine/index.js';
import { readSheet, writeSheet } from '../resources/engine/xlsx-io.js';
import { ROLE_RIGHT, type ProjectRole } from '../resources/project-menus.js';
import { authOperations, PROJECT_OPERATIONS } from '../resources/project-operations.js';
import type { ApiInput } from '../core/index.js';
import { input, userCtx } from './domain-test-support.js';
import { newId } from './domain-kit.js';
import { handlers } from './subject.js';

let database: TestDatabase;
const T1 = '1000';
const PROJECT = '血脂干预研究';
let projectId = '';
/** Every role a member can be given: the member declaration's project_role dictionary. */
const ROLES = (resources as unknown as Record<string, ResourceDef>)
  .projectMember!.dictionaries!.find((d) => d.code === 'project_role')!
  .items.map((item) => item.value as ProjectRole);
const userOf = (role: ProjectRole) => `member-${role}`;
const OUTSIDER = 'outsider';
const ctx = (user: string) => userCtx(database.db, T1, user);
let serial = 0;

const declared = Object.values(resources as unknown as Record<string, ResourceDef>).filter(
  (def) => def.projectOperations !== undefined,
);

const run = (resource: string, crud: string, given: ApiInput, user: string) =>
  answerResource({ operationId: `${resource}-${crud}`, resource, crud }, given, ctx(user));

/** A subject of the project, enrolled by its manager. */
async function enrolled(): Promise<string> {
  serial += 1;
  const no = `PO-${serial}`;
  await run(
    'subject',
    'add',
    input({}, { projectId, subjectNo: no, screeningNo: `SC-${no}`, name: '赵六', consentDate: '2026-11-01' }),
    userOf('admin'),
  );
  const page = (await run('subject', 'list', input({ projectId, subjectNo: no }), userOf('admin'))) as {
    records: { id: string }[];
  };
  return page.records[0]!.id;
}

/** Exported rows of the project the user's workbook holds (an empty workbook reads as none). */
function exportedRows(file: unknown): number {
  try {
    return readSheet((file as { data: Buffer }).data).rows.length;
  } catch {
    return 0;
  }
}

type Outcome = 'done' | 'none';
const done = async (call: Promise<unknown>): Promise<Outcome> => (await call, 'done');

/**
 * One call per declared operation, as `user`: 'done' when it took effect, 'none' when it answered without touching
 * the project's rows (a workbook without them, an import whose row went nowhere); a refusal rejects.
 */
const drivers: Record<string, (user: string) => Promise<Outcome>> = {
  'subject.add': (user) => {
    serial += 1;
    const no = `PA-${serial}`;
    return done(
      run(
        'subject',
        'add',
        input(
          {},
          { projectId, subjectNo: no, screeningNo: `SC-${no}`, name: '钱七', consentDate: '2026-11-02' },
        ),
        user,
      ),
    );
  },
  'subject.importExcel': async (user) => {
    serial += 1;
    const no = `PI-${serial}`;
    const data = writeSheet(
      ['所属项目', '受试者编号', '筛选号', '姓名', '知情同意日期'],
      [[PROJECT, no, `SC-${no}`, '孙八', '2026-11-03']],
    );
    const files = [
      { fieldname: 'files', filename: '受试者.xlsx', mimetype: 'application/octet-stream', data },
    ];
    const reply = (await run('subject', 'importExcel', { ...input(), files }, user)) as { message: string };
    return reply.message.includes('文件导入成功1条') ? 'done' : 'none';
  },
  'subject.edit': async (user) =>
    done(run('subject', 'edit', input({}, { id: await enrolled(), name: '改名' }), user)),
  'subject.delete': async (user) => done(run('subject', 'delete', input({ id: await enrolled() }), user)),
  'subject.deleteBatch': async (user) =>
    done(run('subject', 'deleteBatch', input({ ids: `${await enrolled()},${await enrolled()}` }), user)),
  'subject.exportXls': async (user) => {
    await enrolled();
    return exportedRows(await run('subject', 'exportXls', input({ projectId }), user)) > 0 ? 'done' : 'none';
  },
  'subject.withdraw': async (user) =>
    done(
      handlers.subjectWithdraw!(input({}, { id: await enrolled(), reason: '受试者撤回知情同意' }), ctx(user)),
    ),
};

/** 'done', 'none', or the kind of the refusal. */
const settle = (call: Promise<Outcome>): Promise<string> =>
  call.catch((e: unknown) => String((e as { kind?: string }).kind ?? e));

beforeAll(async () => {
  database = await testDatabase();
  projectId = newId();
  await database.db.insert(projects).values({ id: projectId, tenantId: T1, projectName: PROJECT });
  for (const role of ROLES)
    await database.db.insert(projectMembers).values({
      id: newId(),
      tenantId: T1,
      projectId,
      userId: userOf(role),
      role,
      roleRight: ROLE_RIGHT[role],
    });
});
afterAll(async () => {
  await database?.close();
});

describe('project operations: what a project role may do is what its authOperation says', () => {
  it('some resource declares project operations, and every code it names is a project operation', () => {
    expect(declared.length).toBeGreaterThan(0);
    const known = new Set(PROJECT_OPERATIONS.map((o) => o.action));
    for (const def of declared)
      for (const code of Object.values(def.projectOperations ?? {})) expect(known, code).toContain(code);
  });

  const cases = declared.flatMap((def) =>
    Object.entries(def.projectOperations ?? {}).map(([op, code]) => ({ key: `${def.name}.${op}`, code })),
  );

  it.each(cases)('$key ($code) for each project role and for a non-member', async ({ key, code }) => {
    const drive = drivers[key];
    expect(drive, `no driver for ${key}`).toBeDefined();
    for (const role of ROLES) {
      const granted = authOperations(role).find((o) => o.action === code)?.status === '1';
      const outcome = await settle(drive!(userOf(role)));
      if (granted) expect(outcome, `${key} as ${role}`).toBe('done');
      else expect(['noPermission', 'none'], `${key} as ${role}: ${outcome}`).toContain(outcome);
    }
    const outside = await settle(drive!(OUTSIDER));
    expect(['notFound', 'none'], `${key} as a non-member: ${outside}`).toContain(outside);
  });

  it('every assignable role has its roleRight (the dictionary and the server agree)', () => {
    expect(ROLES).toContain('dataManager');
    expect(Object.keys(ROLE_RIGHT).sort()).toEqual([...ROLES].sort());
  });

  it('the demo roles differ: the doctor fills forms but neither enrols nor deletes', () => {
    const doctor = authOperations('doctor')
      .filter((o) => o.status === '1')
      .map((o) => o.action);
    expect(doctor).toEqual(['visitForm:edit']);
  });
});
