// Hand-built vectors for the compatible X-Sign: each expected hash is MD5 of a literal canonical string.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jeecgMd5Sign, jeecgSignPayload, verifyJeecgMd5 } from './jeecg-md5.js';
import {
  DEFAULT_SIGN_SECRET,
  JSON_TOO_DEEP_MESSAGE,
  jsonDeeperThan,
  MAX_JSON_DEPTH,
  type SignableRequest,
} from './signable.js';
import { jeecgMd5 } from './signers.js';

const SECRET = DEFAULT_SIGN_SECRET;
const md5Upper = (canonical: string): string =>
  createHash('md5')
    .update(canonical + SECRET, 'utf8')
    .digest('hex')
    .toUpperCase();

const req = (path: string, query: SignableRequest['query'] = {}, bodyText?: string): SignableRequest => ({
  method: bodyText === undefined ? 'GET' : 'POST',
  path,
  query,
  ...(bodyText === undefined ? {} : { bodyText }),
});

const vectors: { name: string; request: SignableRequest; canonical: string }[] = [
  {
    name: 'no parameters',
    request: req('/jeecg-boot/sys/permission/getUserPermissionByToken'),
    canonical: '{}',
  },
  {
    name: 'comma path segment becomes x-path-variable, decoded',
    request: req('/jeecg-boot/sys/dict/getDictItems/sys_user%2Crealname%2Cusername'),
    canonical: '{"x-path-variable":"sys_user,realname,username"}',
  },
  {
    name: 'a path segment without a comma is not signed',
    request: req('/jeecg-boot/sys/dict/getDictItems/sex'),
    canonical: '{}',
  },
  {
    name: 'URL query plus params plus JSON body, the body winning on a shared key',
    request: req(
      '/jeecg-boot/sys/user/edit',
      { id: '7', status: '1', pageNo: '2' },
      '{"status":"2","realname":"Li"}',
    ),
    canonical: '{"id":"7","pageNo":"2","realname":"Li","status":"2"}',
  },
  {
    name: 'Chinese text stays unescaped',
    request: req('/jeecg-boot/chronic/patient/add', { realname: '张三' }, '{"remark":"高血压，随访"}'),
    canonical: '{"realname":"张三","remark":"高血压，随访"}',
  },
  {
    name: 'numbers become strings',
    request: req('/jeecg-boot/api/rws/project/add', {}, '{"targetQuantity":120,"weight":65.5,"delta":-3}'),
    canonical: '{"delta":"-3","targetQuantity":"120","weight":"65.5"}',
  },
  {
    name: 'booleans become strings',
    request: req('/jeecg-boot/sys/user/edit', {}, '{"enabled":true,"deleted":false}'),
    canonical: '{"deleted":"false","enabled":"true"}',
  },
  {
    name: '_t is dropped wherever it comes from',
    request: req('/jeecg-boot/sys/user/list', { _t: '1795336200', pageNo: '1', pageSize: '10' }),
    canonical: '{"pageNo":"1","pageSize":"10"}',
  },
  {
    name: 'integer-like keys sort by code unit: 10 before 9',
    request: req('/jeecg-boot/x/save', {}, '{"9":"nine","10":"ten","a":"letter","B":"upper"}'),
    canonical: '{"10":"ten","9":"nine","B":"upper","a":"letter"}',
  },
  {
    name: 'null, arrays and nested objects are written compactly as sent',
    request: req('/jeecg-boot/x/save', {}, '{"ids":["1","2"],"x":null,"obj":{"b":1,"a":"2"}}'),
    canonical: '{"ids":["1","2"],"obj":{"b":1,"a":"2"},"x":null}',
  },
  {
    name: 'a repeated query key signs every value',
    request: req('/jeecg-boot/x/list', { id: ['1', '2'] }),
    canonical: '{"id":["1","2"]}',
  },
  {
    name: 'a non-object body is signed whole',
    request: req('/jeecg-boot/x/raw', {}, '"plain"'),
    canonical: '{"x-body":"\\"plain\\""}',
  },
];

describe('jeecgMd5Sign', () => {
  it.each(vectors)('$name', ({ request, canonical }) => {
    expect(jeecgSignPayload(request)).toBe(canonical);
    expect(jeecgMd5Sign(request, SECRET)).toBe(md5Upper(canonical));
    expect(jeecgMd5Sign(request, SECRET)).toMatch(/^[0-9A-F]{32}$/);
  });

  it('a __proto__ key in the body is an ordinary key, not a prototype change', () => {
    const r = req('/jeecg-boot/x', {}, '{"__proto__":{"a":1},"b":"c"}');
    expect(jeecgSignPayload(r)).toBe('{"__proto__":{"a":1},"b":"c"}');
  });

  it('the secret changes the hash', () => {
    const r = vectors[3]!.request;
    expect(jeecgMd5Sign(r, 'another')).not.toBe(jeecgMd5Sign(r, SECRET));
  });
});

describe('verifyJeecgMd5', () => {
  const r = vectors[3]!.request;
  const good = jeecgMd5Sign(r, SECRET);

  it('accepts the right sign in either case', () => {
    expect(verifyJeecgMd5(r, SECRET, good)).toBe(true);
    expect(verifyJeecgMd5(r, SECRET, good.toLowerCase())).toBe(true);
  });

  it('refuses a tampered param, a tampered body, a wrong secret and junk', () => {
    expect(verifyJeecgMd5({ ...r, query: { ...r.query, id: '8' } }, SECRET, good)).toBe(false);
    expect(verifyJeecgMd5({ ...r, bodyText: '{"status":"3","realname":"Li"}' }, SECRET, good)).toBe(false);
    expect(verifyJeecgMd5(r, 'x', good)).toBe(false);
    expect(verifyJeecgMd5(r, SECRET, '')).toBe(false);
    expect(verifyJeecgMd5(r, SECRET, good.slice(1))).toBe(false);
    expect(verifyJeecgMd5(r, SECRET, undefined as unknown as string)).toBe(false);
  });

  it('a changed _t does not matter (it is not signed)', () => {
    const withT = req('/jeecg-boot/sys/user/list', { _t: '1', pageNo: '1' });
    const sign = jeecgMd5Sign(withT, SECRET);
    expect(verifyJeecgMd5({ ...withT, query: { _t: '2', pageNo: '1' } }, SECRET, sign)).toBe(true);
  });
});

describe('jeecgMd5 signer', () => {
  it('signs the URL as sent and stamps X-TIMESTAMP in epoch ms', async () => {
    const signer = jeecgMd5(SECRET, { now: () => 1_795_336_200_123 });
    const headers = await signer.sign({
      method: 'get',
      url: 'http://h/jeecg-boot/sys/dict/getDictItems/sys_user%2Crealname%2Cid?_t=1&key=%E5%BC%A0',
      query: { _t: '1', key: '张' },
    });
    expect(headers).toEqual({
      'X-Sign': md5Upper('{"key":"张","x-path-variable":"sys_user,realname,id"}'),
      'X-TIMESTAMP': '1795336200123',
    });
  });
});

describe('bounded canonicalisation', () => {
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('signs a body at the depth bound and refuses one beyond it with a clear error, never a stack overflow', () => {
    expect(() =>
      jeecgMd5Sign({ ...req('/jeecg-boot/x'), bodyText: nested(MAX_JSON_DEPTH) }, SECRET),
    ).not.toThrow();
    for (const levels of [MAX_JSON_DEPTH + 1, 5_000, 200_000]) {
      const deep = { ...req('/jeecg-boot/x'), bodyText: nested(levels) };
      expect(() => jeecgMd5Sign(deep, SECRET)).toThrow(JSON_TOO_DEEP_MESSAGE);
      expect(verifyJeecgMd5(deep, SECRET, 'x')).toBe(false);
    }
  });

  it('counts brackets inside strings as text, not nesting', () => {
    expect(jsonDeeperThan(JSON.stringify({ s: '['.repeat(1000) }))).toBe(false);
    expect(jsonDeeperThan(JSON.stringify({ s: '\\"[[[' }), 1)).toBe(false);
    expect(jsonDeeperThan('[[[]]]', 2)).toBe(true);
  });
});
