// The pure SHA-256 and HMAC against node:crypto across block boundaries and multi-byte text.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Bytes, sha256, toHex, utf8 } from './sha256.js';

describe('sha256', () => {
  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 70_000])('matches node:crypto for %i bytes', (n) => {
    const data = new Uint8Array(n).map((_, i) => (i * 31 + 7) & 0xff);
    expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
  });

  it('hashes UTF-8 text', () => {
    expect(toHex(sha256(utf8('很抱歉，资源未找到!')))).toBe(
      createHash('sha256').update('很抱歉，资源未找到!', 'utf8').digest('hex'),
    );
  });

  it('HMAC matches node:crypto for short, block-sized and long keys', () => {
    for (const key of ['', 'k', 'k'.repeat(64), 'k'.repeat(65)]) {
      const mac = toHex(hmacSha256Bytes(utf8(key), utf8('message')));
      expect(mac).toBe(createHmac('sha256', key).update('message').digest('hex'));
    }
  });
});
