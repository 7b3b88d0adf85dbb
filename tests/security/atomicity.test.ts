// Atomicity (issue 3): a batch delete naming one foreign or unknown id, and an import that fails half-way, leave the
// tables exactly as they were (full snapshots of every tenant's rows, before and after).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, XLSX_TYPE } from '../support/multipart.js';
import { listIds } from '../support/record-ids.js';
import { envelopeOf, startServer, type TestServer } from '../support/test-server.js';
import { workbookFrom } from '../support/workbook-text.js';

let server: TestServer;
let admin: string;
let foreignAdmin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  foreignAdmin = await server.login('tenant2admin');
});
afterAll(async () => {
  await server?.close();
});

async function snapshot(table: string): Promise<string[]> {
  const rows = await server.sql<{ j: string }>(
    `select row_to_json(t)::text as j from "${table}" t order by id`,
  );
  return rows.map((r) => r.j);
}

async function importPatients(files: Array<{ name: string; data: Buffer; type?: string }>) {
  const form = multipartBody(
    files.map((f) => ({
      name: 'files',
      value: { filename: f.name, contentType: f.type ?? XLSX_TYPE, data: f.data },
    })),
  );
  return server.call('POST', '/chronic/patient/importExcel', {
    token: admin,
    rawPayload: form.body,
    headers: { 'content-type': form.contentType },
  });
}

describe('batch delete', () => {
  it('with one foreign id deletes nothing, in either tenant', async () => {
    const own = (await listIds(server, admin, '/chronic/patient')).slice(0, 3);
    const foreign = (await listIds(server, foreignAdmin, '/chronic/patient'))[0];
    expect(own).toHaveLength(3);
    expect(foreign).toBeTruthy();
    const before = await snapshot('chronic_patient');
    const res = await server.call('DELETE', '/chronic/patient/deleteBatch', {
      token: admin,
      query: { ids: [own[0], own[1], foreign, own[2]].join(',') },
    });
    expect(res.statusCode === 404 || envelopeOf(res)?.success === false, res.body).toBe(true);
    expect(await snapshot('chronic_patient')).toEqual(before);
  });

  it('with one unknown id deletes nothing', async () => {
    for (const [base, table] of [
      ['/chronic/patient', 'chronic_patient'],
      ['/sys/role', 'sys_role'],
    ] as const) {
      const own = (await listIds(server, admin, base)).slice(0, 2);
      const before = await snapshot(table);
      const res = await server.call('DELETE', `${base}/deleteBatch`, {
        token: admin,
        query: { ids: [...own, '9999999999999999999'].join(',') },
      });
      expect(res.statusCode === 404 || envelopeOf(res)?.success === false, `${base}: ${res.body}`).toBe(true);
      expect(await snapshot(table), table).toEqual(before);
    }
  });

  it('the control: the same delete without the bad id does delete', async () => {
    const own = (await listIds(server, admin, '/chronic/patient')).slice(0, 2);
    const res = await server.call('DELETE', '/chronic/patient/deleteBatch', {
      token: admin,
      query: { ids: own.join(',') },
    });
    expect(envelopeOf(res)?.success, res.body).toBe(true);
    const left = await server.sql(`select id from chronic_patient where id = any($1)`, [own]);
    expect(left).toHaveLength(0);
  });
});

describe('import', () => {
  const header = ['姓名', '性别', '手机号'];
  const good = (n: number) => [`原子导入${n}`, '男', `1390000000${n}`];

  it('a second file that is not a spreadsheet fails the whole import: no row of the first file is kept', async () => {
    const before = await snapshot('chronic_patient');
    const res = await importPatients([
      { name: 'a.xlsx', data: workbookFrom([header, good(1), good(2)]) },
      { name: 'b.xlsx', data: Buffer.from('not a spreadsheet at all'), type: XLSX_TYPE },
    ]);
    expect(res.statusCode).toBeLessThan(500);
    expect(envelopeOf(res)?.success, res.body).toBe(false);
    expect(await snapshot('chronic_patient')).toEqual(before);
  });

  it('a later row the database cannot store rolls back the rows before it', async () => {
    const before = await snapshot('chronic_patient');
    const res = await importPatients([
      { name: 'a.xlsx', data: workbookFrom([header, good(3), good(4), ['坏\u0000行', '男', '13900000005']]) },
    ]);
    expect(res.statusCode).toBeLessThan(500);
    const env = envelopeOf(res);
    const after = await snapshot('chronic_patient');
    if (env?.success && env.code === 201) {
      // Reported as a row error instead (partial import, code 201): then only the good rows, never the bad one.
      expect(after.length - before.length).toBe(2);
      expect(after.join('\n')).not.toContain('坏');
    } else {
      expect(env?.success, res.body).toBe(false);
      expect(after).toEqual(before);
    }
  });

  it('a later invalid row is either refused with the whole file or reported alone (code 201), never half-written', async () => {
    const before = await snapshot('chronic_patient');
    const res = await importPatients([
      { name: 'a.xlsx', data: workbookFrom([header, good(6), good(7), ['', '男', 'not-a-phone']]) },
    ]);
    const env = envelopeOf(res);
    expect(res.statusCode).toBeLessThan(500);
    const after = await snapshot('chronic_patient');
    const added = after.filter((r) => !before.includes(r));
    if (env?.success) {
      // The spec's partial import: the good rows in, the bad one out, and an error workbook to download.
      expect(env.code).toBe(201);
      expect(added).toHaveLength(2);
      expect((env.result as { fileUrl?: string }).fileUrl).toBeTruthy();
    } else {
      expect(after).toEqual(before);
    }
    expect(after.join('\n')).not.toContain('not-a-phone');
  });
});
