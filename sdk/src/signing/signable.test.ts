// splitUrl slices a serialised URL into the path and query the signature covers: the same as parsing it again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitUrl } from './signable.js';

const parsed = (url: string) => {
  const u = new URL(url, 'http://signing.invalid');
  return { path: u.pathname, search: u.search };
};

describe('splitUrl', () => {
  it.each([
    'http://127.0.0.1:8080/jeecg-boot/sys/user/list?pageNo=1&pageSize=10&_t=1795336200',
    'https://user:pw@example.com/jeecg-boot/a%20b/c?q=%E7%8E%8B&x=1#frag',
    'http://[::1]:3000/p?',
    'http://h/p#only?not-query',
    'http://h',
    '/jeecg-boot/relative?x=1',
  ])('%s', (url) => {
    expect(splitUrl(url)).toEqual(parsed(url));
  });

  it('agrees with the URL parser on any URL a Request serialises', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (raw) => {
        const url = new Request(raw).url;
        expect(splitUrl(url)).toEqual(parsed(url));
      }),
    );
  });
});
