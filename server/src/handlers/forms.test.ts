// Form helpers on a seeded database: duplicate check, rule check, category tree, saved super queries, uploads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client.js';
import { FileReply, type HandlerMap, type UploadedFile } from '../core/index.js';
import { failureOf, openTestDatabase, testContext } from '../resources/test-support.js';
import { isMobile } from '@clinic/sdk/validators';
import { seedBusiness } from '../seed/business.js';
import { makePatients } from '../seed/business-data.js';
import { handlers as category } from './category.js';
import { handlers as check } from './check.js';
import { handlers as superQuery } from './super-query.js';
import { handlers as upload } from './upload.js';

type Rec = Record<string, unknown>;
let opened: OpenedDatabase;
const call = (
  map: HandlerMap,
  op: string,
  o: { query?: Rec; body?: unknown; params?: Record<string, string>; files?: UploadedFile[] } = {},
  tenant = '1000',
  username = 'admin',
) =>
  map[op]!(
    { query: o.query ?? {}, params: o.params ?? {}, body: o.body ?? null, headers: {}, files: o.files ?? [] },
    testContext(opened.db, tenant, username),
  );

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.db.transaction(async (tx) => seedBusiness(tx as never));
}, 60_000);
afterAll(async () => opened?.close());

describe('duplicate and rule checks', () => {
  const taken = makePatients(230, 1000)[0]!.idCard;
  it('a taken value of a registered unique field is refused, within the tenant only', async () => {
    const q = { tableName: 'chronic_patient', fieldName: 'id_card', fieldVal: taken };
    expect((await failureOf(call(check, 'duplicateCheck', { query: q }))).message).toBe(
      '该值不可用，系统中已存在！',
    );
    expect(
      await call(check, 'duplicateCheck', { query: { ...q, fieldName: 'idCard' } }).catch(
        (e: Error) => e.message,
      ),
    ).toBe('该值不可用，系统中已存在！');
    expect(await call(check, 'duplicateCheck', { query: q }, '2000')).toBe('该值可用！');
    expect(await call(check, 'duplicateCheck', { query: { ...q, fieldVal: '110101199001011234' } })).toBe(
      '该值可用！',
    );
  });
  it('unregistered tables and fields are refused', async () => {
    for (const q of [
      { tableName: 'sys_user', fieldName: 'password_hash', fieldVal: 'x' },
      { tableName: 'chronic_patient', fieldName: 'name', fieldVal: 'x' },
      { tableName: 'pg_user', fieldName: 'usename', fieldVal: 'x' },
    ]) {
      expect((await failureOf(call(check, 'duplicateCheck', { query: q }))).message).toBe('不支持的校验字段');
    }
  });
  it('rule codes', async () => {
    expect(
      await call(check, 'checkRuleByCode', { query: { ruleCode: 'mobile', value: '13812345678' } }),
    ).toBeNull();
    expect(
      (
        await failureOf(
          call(check, 'checkRuleByCode', { query: { ruleCode: 'mobile', value: '12812345678' } }),
        )
      ).message,
    ).toBe('请输入正确的手机号码!');
    expect(
      (
        await failureOf(
          call(check, 'checkRuleByCode', {
            query: { ruleCode: 'id_card', value: taken.slice(0, 17) + (taken[17] === '0' ? '1' : '0') },
          }),
        )
      ).message,
    ).toBe('请输入正确的身份证号码!');
    expect(await call(check, 'checkRuleByCode', { query: { ruleCode: 'id_card', value: taken } })).toBeNull();
    expect(
      (await failureOf(call(check, 'checkRuleByCode', { query: { ruleCode: 'constructor', value: 'x' } })))
        .kind,
    ).toBe('business');
  });
  it('rule codes are the named formats of the SDK: the server and the browser agree on every value', async () => {
    const verdict = async (ruleCode: string, value: string) => {
      try {
        await call(check, 'checkRuleByCode', { query: { ruleCode, value } });
        return true;
      } catch {
        return false;
      }
    };
    for (const value of ['13812345678', '16612345678', '19912345678', '12812345678', '1381234567']) {
      expect(await verdict('mobile', value), value).toBe(isMobile(value));
      expect(await verdict('mobileLoose', value), value).toBe(isMobile(value, { loose: true }));
    }
    expect(await verdict('position_code', 'POS-01')).toBe(true);
    expect(await verdict('code', 'POS 01')).toBe(false);
    expect(await verdict('dept_code', 'A01')).toBe(true);
    expect(await verdict('color', '#1890FF')).toBe(true);
  });
});

describe('categories', () => {
  it('roots, children, one node, labels; condition must be JSON', async () => {
    const roots = (await call(category, 'categoryLoadTreeRoot')) as Rec[];
    expect(roots.map((r) => r.title)).toEqual(['随访方式', '检查项目', '疾病分类']);
    const under = (await call(category, 'categoryLoadTreeRoot', { query: { pcode: 'A01' } })) as Rec[];
    expect(under.map((r) => r.title)).toEqual(['门诊随访', '电话随访', '家庭访视']);
    const kids = (await call(category, 'categoryLoadTreeChildren', {
      query: { pid: roots[1]!.key },
    })) as Rec[];
    expect(kids.length).toBe(4);
    const one = (await call(category, 'categoryLoadOne', { query: { field: 'code', val: 'A02A01' } })) as Rec;
    expect(one.name).toBe('血压测量');
    expect(await call(category, 'categoryLoadDictItem', { query: { ids: `${one.id},nope` } })).toEqual([
      '血压测量',
      'nope',
    ]);
    const full = (await call(category, 'categoryLoadTreeRoot', { query: { async: 'false' } })) as {
      children?: unknown[];
    }[];
    expect(full[0]!.children!.length).toBe(3);
    expect(
      (await failureOf(call(category, 'categoryLoadTreeData', { query: { condition: 'x' } }))).message,
    ).toBe('条件值错误，需要JSON字符串');
    expect(await call(category, 'categoryLoadTreeRoot', {}, '9999')).toEqual([]);
  });
});

describe('saved super queries', () => {
  it('save, overwrite by title, list per user and tenant, delete only own', async () => {
    const rec = { field: 'sex', rule: 'eq', val: '1' };
    const body = { saveCode: '/chronic/patient/list', title: '男性', matchType: 'and', records: [rec] };
    await call(superQuery, 'superQuerySavedSave', { body });
    const saved = (await call(superQuery, 'superQuerySavedSave', {
      body: { ...body, matchType: 'or', records: [rec, rec] },
    })) as Rec;
    const list = (await call(superQuery, 'superQuerySavedList', {
      query: { saveCode: body.saveCode },
    })) as Rec[];
    expect(list.length).toBe(1);
    expect(list[0]!.matchType).toBe('or');
    expect((list[0]!.records as unknown[]).length).toBe(2);
    expect(
      await call(superQuery, 'superQuerySavedList', { query: { saveCode: body.saveCode } }, '1000', 'doctor'),
    ).toEqual([]);
    expect(
      await call(superQuery, 'superQuerySavedList', { query: { saveCode: body.saveCode } }, '2000'),
    ).toEqual([]);
    expect(
      (await failureOf(call(superQuery, 'superQuerySavedSave', { body: { ...body, records: [] } }))).message,
    ).toBe('空条件不能保存');
    expect(
      (await failureOf(call(superQuery, 'superQuerySavedSave', { body: { ...body, title: ' ' } }))).message,
    ).toBe('保存名称不能为空');
    expect(
      (
        await failureOf(
          call(superQuery, 'superQuerySavedDelete', { query: { id: saved.id } }, '1000', 'doctor'),
        )
      ).kind,
    ).toBe('notFound');
    await call(superQuery, 'superQuerySavedDelete', { query: { id: saved.id } });
    expect(await call(superQuery, 'superQuerySavedList', { query: { saveCode: body.saveCode } })).toEqual([]);
  });
});

describe('uploads', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(20),
  ]);
  const file = (filename: string, data: Buffer): UploadedFile => ({
    fieldname: 'file',
    filename,
    mimetype: 'application/octet-stream',
    data,
  });
  it('stores under a server key and downloads only within the tenant', async () => {
    const key = String(
      await call(upload, 'commonUpload', { files: [file('../../etc/体检.png', png)], body: { biz: 'temp' } }),
    );
    expect(key).toMatch(/^temp\/\d{8}\/[a-f0-9]{12}_etc_体检\.png$/);
    const got = await call(upload, 'staticFile', { params: { path: key } });
    expect(got).toBeInstanceOf(FileReply);
    expect((got as FileReply).data.equals(png)).toBe(true);
    expect((got as FileReply).filename).toBe('.._.._etc_体检.png');
    expect((await failureOf(call(upload, 'staticFile', { params: { path: key } }, '2000'))).kind).toBe(
      'notFound',
    );
    expect((await failureOf(call(upload, 'staticFile', { params: { path: '../../etc/passwd' } }))).kind).toBe(
      'notFound',
    );
  });
  it('refuses unknown extensions, mismatched bytes, empty and oversized files', async () => {
    expect(
      (await failureOf(call(upload, 'commonUpload', { files: [file('x.html', Buffer.from('<script>'))] })))
        .message,
    ).toBe('不支持的文件类型');
    expect(
      (
        await failureOf(
          call(upload, 'commonUpload', { files: [file('x.png', Buffer.from('<script>alert(1)</script>'))] }),
        )
      ).message,
    ).toBe('文件内容与扩展名不符');
    expect(
      (await failureOf(call(upload, 'commonUpload', { files: [file('x.png', Buffer.alloc(0))] }))).message,
    ).toBe('文件内容为空');
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await failureOf(call(upload, 'commonUpload', { files: [file('x.png', big)] }))).message).toBe(
      '文件大小不能超过10MB',
    );
    expect((await failureOf(call(upload, 'commonUpload', {}))).message).toBe('未上传任何文件');
  });
  it('direct upload is trusted only through a fresh signed policy naming the tenant and folder', async () => {
    const p = (await call(upload, 'getUploadPolicy', { query: { dir: 'rich/' } })) as Record<string, string>;
    expect(p.dir).toBe('1000/rich/');
    const key = `${p.dir}uploads/admin/20261122/a.png`;
    const form = (k: string, sig = p.signature) => ({
      body: { key: k, policy: p.policy, OSSAccessKeyId: p.accessid, signature: sig },
      files: [file('a.png', png)],
    });
    expect(await call(upload, 'directUpload', form(key), '')).toBeNull();
    expect(
      ((await call(upload, 'staticFile', { params: { path: key } })) as FileReply).data.equals(png),
    ).toBe(true);
    expect((await failureOf(call(upload, 'staticFile', { params: { path: key } }, '2000'))).kind).toBe(
      'notFound',
    );
    expect((await failureOf(call(upload, 'directUpload', form(`${p.dir}x.png`, 'AAAA'), ''))).kind).toBe(
      'forbidden',
    );
    expect((await failureOf(call(upload, 'directUpload', form('other/x.png'), ''))).message).toBe(
      '上传路径错误',
    );
    expect((await failureOf(call(upload, 'directUpload', form(`${p.dir}../x.png`), ''))).message).toBe(
      '上传路径错误',
    );
    expect((await failureOf(call(upload, 'directUpload', form(key), ''))).message).toBe('文件已存在');
    // Another tenant's policy for the same folder lives under its own prefix: the first tenant's keys are out of reach.
    const q = (await call(upload, 'getUploadPolicy', { query: { dir: 'rich' } }, '2000')) as Record<
      string,
      string
    >;
    expect(q.dir).toBe('2000/rich/');
    const foreign = { ...form(key), body: { ...form(key).body, policy: q.policy, signature: q.signature } };
    expect((await failureOf(call(upload, 'directUpload', foreign, ''))).message).toBe('上传路径错误');
    for (const dir of ['', '/', '//'])
      expect((await failureOf(call(upload, 'getUploadPolicy', { query: { dir } }))).message).toBe(
        '上传目录不能为空',
      );
  });
});
