import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5.js';

const reference = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describe('md5Hex', () => {
  it('matches RFC 1321 test vectors', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5Hex('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
  });

  it('equals node:crypto for every length around the block edges and for Chinese and astral text', () => {
    for (let n = 0; n < 200; n++) {
      const text = 'a'.repeat(n);
      expect(md5Hex(text)).toBe(reference(text));
    }
    // Bodies past the reused buffer, then short ones again: no byte of a longer text leaks into the next digest.
    const texts = [
      '患者列表',
      '{"name":"王医生","remark":"😀 ok"}',
      '身份证号'.repeat(300),
      'x'.repeat(70_000),
    ];
    for (const text of [...texts, '患'.repeat(30_000), 'abc', '']) {
      expect(md5Hex(text)).toBe(reference(text));
    }
  });
});
