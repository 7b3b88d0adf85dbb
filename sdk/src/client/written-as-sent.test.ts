// writtenAsSent: a URL it accepts has the path and query the Request sends, so a signature sliced from it is right.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitUrl } from '../signing/signable.js';
import { writtenAsSent } from './written-as-sent.js';

const sent = (url: string) => splitUrl(new Request(url).url);

describe('writtenAsSent', () => {
  it.each([
    'http://127.0.0.1:8080/jeecg-boot/sys/user/list?pageNo=1&pageSize=10&_t=1795336200',
    'http://127.0.0.1:8080/jeecg-boot/sys/dict/loadDictItem/sys_user,realname,id?key=admin%2C%E5%BC%A0',
    'https://api.example.com/jeecg-boot/x?superQueryParams%5B0%5D=a&o[k]=v',
  ])('accepts %s', (url) => {
    expect(writtenAsSent(url)).toBe(true);
    expect(splitUrl(url)).toEqual(sent(url));
  });

  it.each([
    '/jeecg-boot/relative?x=1',
    'jeecg-boot/relative',
    'http://h/jeecg-boot/a b',
    'http://h/jeecg-boot/张三',
    'http://h/jeecg-boot/./x',
    'http://h/jeecg-boot/%2E%2e/x',
    "http://h/jeecg-boot/x?q=it's",
    'http://h/x#frag',
    'http://H/x',
    'HTTP://h/x',
    'http://h:80/x',
    'https://h:443/x',
    'http://h:080/x',
    'http://h\\x',
  ])('leaves %s to the Request', (url) => {
    expect(writtenAsSent(url)).toBe(false);
  });

  it('agrees on paths and queries of any printable ASCII', () => {
    const text = fc.string({
      unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~'.split('')),
    });
    let accepted = 0;
    fc.assert(
      fc.property(text, text, (path, query) => {
        const url = `http://127.0.0.1:8080/jeecg-boot/${path}?${query}`;
        if (!writtenAsSent(url)) return;
        accepted++;
        expect(splitUrl(url)).toEqual(sent(url));
      }),
      { numRuns: 500 },
    );
    // Not vacuous: a fair share of the URLs took the sliced path.
    expect(accepted).toBeGreaterThan(25);
  });
});
