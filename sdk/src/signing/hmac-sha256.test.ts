// HMAC vectors computed with node:crypto over a literal canonical string, and the tampering that must fail.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalQuery, hmacCanonicalString, hmacSha256Sign, verifyHmacSha256 } from './hmac-sha256.js';
import type { SignableRequest } from './signable.js';
import { hmacSha256 } from './signers.js';

const KEY = 'partner-key-0001';
const TS = '1795336200000';
const NONCE = '00112233445566778899aabbccddeeff';
const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const hmacHex = (key: string, text: string): string =>
  createHmac('sha256', key).update(text, 'utf8').digest('hex');

const post: SignableRequest = {
  method: 'POST',
  path: '/jeecg-boot/sys/user/edit',
  query: { b: '2', a: ['3', '1'], _t: '9' },
  bodyText: '{"id":"7","realname":"王医生"}',
};

describe('hmacSha256Sign', () => {
  it('signs method, path, sorted query, body hash, timestamp and nonce, one per line', async () => {
    const canonical = [
      'POST',
      '/jeecg-boot/sys/user/edit',
      '_t=9&a=1&a=3&b=2',
      sha256Hex('{"id":"7","realname":"王医生"}'),
      TS,
      NONCE,
    ].join('\n');
    expect(hmacCanonicalString(post, TS, NONCE)).toBe(canonical);
    expect(await hmacSha256Sign(post, KEY, TS, NONCE)).toBe(hmacHex(KEY, canonical));
  });

  it('no body hashes the empty string; query values are percent-encoded', async () => {
    const get: SignableRequest = { method: 'get', path: '/jeecg-boot/x', query: { name: '张 三&' } };
    const canonical = [
      'GET',
      '/jeecg-boot/x',
      'name=%E5%BC%A0%20%E4%B8%89%26',
      sha256Hex(''),
      TS,
      NONCE,
    ].join('\n');
    expect(await hmacSha256Sign(get, KEY, TS, NONCE)).toBe(hmacHex(KEY, canonical));
  });

  it('a key longer than one block is hashed first, as HMAC requires', async () => {
    const longKey = 'k'.repeat(200);
    const canonical = hmacCanonicalString(post, TS, NONCE);
    expect(await hmacSha256Sign(post, longKey, TS, NONCE)).toBe(hmacHex(longKey, canonical));
  });

  it('orders query keys by code unit', () => {
    expect(canonicalQuery({ '9': 'x', '10': 'y', B: 'z', a: 'w' })).toBe('10=y&9=x&B=z&a=w');
  });
});

describe('verifyHmacSha256', () => {
  it('accepts the untouched request', async () => {
    const sign = await hmacSha256Sign(post, KEY, TS, NONCE);
    expect(await verifyHmacSha256(post, KEY, TS, NONCE, sign)).toBe(true);
    expect(await verifyHmacSha256(post, KEY, TS, NONCE, sign.toUpperCase())).toBe(true);
  });

  it.each<[string, Partial<SignableRequest> | { ts: string } | { nonce: string } | { key: string }]>([
    ['tampered body', { bodyText: '{"id":"8","realname":"王医生"}' }],
    ['body with one extra space', { bodyText: '{"id":"7", "realname":"王医生"}' }],
    ['changed query value', { query: { b: '3', a: ['3', '1'], _t: '9' } }],
    ['added query key', { query: { b: '2', a: ['3', '1'], _t: '9', c: '1' } }],
    ['changed _t', { query: { b: '2', a: ['3', '1'], _t: '10' } }],
    ['changed path', { path: '/jeecg-boot/sys/user/delete' }],
    ['changed method', { method: 'PUT' }],
    ['changed timestamp', { ts: '1795336200001' }],
    ['changed nonce', { nonce: 'ff112233445566778899aabbccddeeff' }],
    ['wrong key', { key: 'other' }],
  ])('refuses a %s', async (_name, change) => {
    const sign = await hmacSha256Sign(post, KEY, TS, NONCE);
    const { ts = TS, nonce = NONCE, key = KEY, ...rest } = change as Record<string, string>;
    const tampered = { ...post, ...(rest as Partial<SignableRequest>) };
    expect(await verifyHmacSha256(tampered, key, ts, nonce, sign)).toBe(false);
  });

  it('refuses junk signs', async () => {
    expect(await verifyHmacSha256(post, KEY, TS, NONCE, '')).toBe(false);
    expect(await verifyHmacSha256(post, KEY, TS, NONCE, null as unknown as string)).toBe(false);
  });
});

describe('hmacSha256 signer', () => {
  it('sends X-Sign, X-TIMESTAMP and a fresh 16-byte hex X-Nonce that verify', async () => {
    const signer = hmacSha256(KEY, { now: () => Number(TS) });
    const url = 'http://h/jeecg-boot/sys/user/edit?b=2';
    const a = await signer.sign({ method: 'POST', url, query: { b: '2' }, body: '{}' });
    const b = await signer.sign({ method: 'POST', url, query: { b: '2' }, body: '{}' });
    expect(a['X-Nonce']).toMatch(/^[0-9a-f]{32}$/);
    expect(a['X-Nonce']).not.toBe(b['X-Nonce']);
    expect(a['X-TIMESTAMP']).toBe(TS);
    const signable = { method: 'POST', path: '/jeecg-boot/sys/user/edit', query: { b: '2' }, bodyText: '{}' };
    expect(await verifyHmacSha256(signable, KEY, TS, a['X-Nonce']!, a['X-Sign']!)).toBe(true);
  });

  it('refuses an empty key', () => {
    expect(() => hmacSha256('')).toThrow();
  });
});
