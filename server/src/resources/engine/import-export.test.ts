// Import and export through the engine: header by title or name, dictionary labels, partial import with an error
// workbook, fatal files refused whole, a failure half-way rolls every row back; export honours filters and selections.
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../db/client.js';
import { ApiFailure, EnvelopeReply, type FileReply } from '../../core/index.js';
import { seedBusiness } from '../../seed/business.js';
import { loadFile } from '../file-store.js';
import { patientResource } from '../patient.js';
import { resourceDeclarations } from '../registry.js';
import { openTestDatabase, testContext } from '../test-support.js';
import { answerResource } from './index.js';
import { rows } from './sql-util.js';
import { defineResource } from './types.js';
import { writeSheet } from './xlsx-io.js';

let opened: OpenedDatabase;
let inserts = 0;
const flaky = defineResource({
  ...patientResource,
  name: 'flakyPatient',
  hooks: {
    beforeAdd() {
      inserts++;
      if (inserts === 3) throw new Error('disk on fire');
    },
  },
});
resourceDeclarations.push(flaky);

const ctx = () => testContext(opened.db, '1000');
const count = async (tenant = '1000') =>
  Number(
    (
      await rows<{ n: string }>(
        opened.db,
        sql`SELECT count(*) AS n FROM chronic_patient WHERE tenant_id = ${tenant}`,
      )
    )[0]!.n,
  );
const xlsxFile = (headers: string[], data: unknown[][], filename = '患者.xlsx') => ({
  fieldname: 'files',
  filename,
  mimetype: 'application/octet-stream',
  data: writeSheet(headers, data),
});
const run = (
  resource: string,
  crud: string,
  query: Record<string, unknown>,
  files: ReturnType<typeof xlsxFile>[] = [],
) =>
  answerResource(
    { operationId: `${resource}_${crud}`, resource, crud },
    { query, params: {}, body: null, headers: {}, files },
    ctx(),
  );

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.db.transaction(async (tx) => seedBusiness(tx as never));
}, 60_000);
afterAll(async () => opened?.close());

describe('import', () => {
  it('imports valid rows, reports the bad ones in a stored workbook with code 201', async () => {
    const before = await count();
    const reply = await run('patient', 'importExcel', {}, [
      xlsxFile(
        ['姓名', '性别', 'birthday', '年龄', '未知列'],
        [
          ['导入甲', '男', '1970-01-02', '56', 'x'],
          ['', '女', '1971-01-02', '55', 'x'],
          ['导入乙', '2', '1972-13-02', '54', 'x'],
          ['导入丙', '女', '1973-03-04', 'abc', 'x'],
          ['导入丁', '女', '1974-04-05', '52', 'x'],
        ],
      ),
    ]);
    expect(reply).toBeInstanceOf(EnvelopeReply);
    const r = reply as EnvelopeReply;
    expect(r.code).toBe(201);
    expect(r.message).toBe('文件导入成功2条，失败3条，共5条');
    const result = r.result as { fileUrl: string; fileName: string };
    expect(result.fileName).toBe('患者列表导入错误信息.xlsx');
    expect(await count()).toBe(before + 2);
    const stored = await loadFile(opened.db, '1000', result.fileUrl.replace('/sys/common/static/', ''));
    const wb = XLSX.read(stored!.data, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
    expect(sheet.slice(1).map((x) => x[0])).toEqual(['第3行', '第4行', '第5行']);
    expect(sheet[1]![1]).toBe('姓名不能为空');
    expect(
      await loadFile(opened.db, '2000', result.fileUrl.replace('/sys/common/static/', '')),
    ).toBeUndefined();
    const added = (await run('patient', 'list', { name: '导入甲' })) as {
      records: Record<string, unknown>[];
    };
    expect(added.records[0]!.sex).toBe('1');
  });
  it('refuses whole files that are not spreadsheets or lack required columns, changing nothing', async () => {
    const before = await count();
    const fake = { fieldname: 'files', filename: 'x.xlsx', mimetype: 'x', data: Buffer.from('name\nfoo') };
    await expect(run('patient', 'importExcel', {}, [fake])).rejects.toThrow(
      '文件格式错误，只支持.xls或.xlsx文件',
    );
    await expect(run('patient', 'importExcel', {}, [xlsxFile(['性别'], [['男']])])).rejects.toThrow(
      '文件缺少必填列: 姓名',
    );
    await expect(
      run('patient', 'importExcel', {}, [xlsxFile(['a'], [['b']], 'x.csv')]),
    ).rejects.toBeInstanceOf(ApiFailure);
    expect(await count()).toBe(before);
  });
  it('a failure half-way through the inserts leaves the table as it was', async () => {
    const before = await count();
    const data = [1, 2, 3, 4].map((i) => [`原子${i}`, '男']);
    await expect(run('flakyPatient', 'importExcel', {}, [xlsxFile(['姓名', '性别'], data)])).rejects.toThrow(
      'disk on fire',
    );
    expect(await count()).toBe(before);
  });
  it('duplicate unique values inside one file are row errors', async () => {
    const r = (await run('patient', 'importExcel', {}, [
      xlsxFile(
        ['姓名', '身份证号'],
        [
          ['重复甲', '110101199003070011'],
          ['重复乙', '110101199003070011'],
        ],
      ),
    ])) as EnvelopeReply;
    expect(r.code).toBe(201);
    expect(r.message).toBe('文件导入成功1条，失败1条，共2条');
  });
});

describe('import rules', () => {
  it('rows keep the contract’s formats and bounds (mobile, ID card check digit, age 0-150)', async () => {
    const reply = (await run('patient', 'importExcel', {}, [
      xlsxFile(
        ['姓名', '手机号', '身份证号', '年龄'],
        [
          ['格式甲', '13900000001', '110101199003070038', '40'],
          ['格式乙', '123', '', ''],
          ['格式丙', '', '110101199003070039', ''],
          ['格式丁', '', '', '200'],
        ],
      ),
    ])) as EnvelopeReply;
    expect(reply.message).toBe('文件导入成功1条，失败3条，共4条');
    const result = reply.result as { fileUrl: string };
    const stored = await loadFile(opened.db, '1000', result.fileUrl.replace('/sys/common/static/', ''));
    const wb = XLSX.read(stored!.data, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
    expect(sheet.slice(1)).toEqual([
      ['第3行', '手机号：请输入正确的手机号码!'],
      ['第4行', '身份证号：请输入正确的身份证号码!'],
      ['第5行', '年龄不能大于150'],
    ]);
  });
});

describe('export', () => {
  it('exports the filtered rows with labels, or only the selections, named after the resource', async () => {
    const file = (await run('patient', 'exportXls', { sex: '2', status: '4' })) as FileReply;
    expect(file.filename).toBe('患者列表.xlsx');
    const wb = XLSX.read(file.data, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, string>>(wb.Sheets[wb.SheetNames[0]!]!);
    expect(sheet.length).toBeGreaterThan(0);
    expect(sheet.every((r) => r['性别'] === '女' && r['管理状态'] === '失访')).toBe(true);
    const page = (await run('patient', 'list', { pageSize: 3 })) as { records: { id: string }[] };
    const picked = (await run('patient', 'exportXls', {
      selections: page.records.map((r) => r.id).join(','),
    })) as FileReply;
    const wb2 = XLSX.read(picked.data, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(wb2.Sheets[wb2.SheetNames[0]!]!).length).toBe(3);
  });
});
