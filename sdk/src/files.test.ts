// File-path rules: absolute values untouched, stored paths prefixed, comma lists handled.
import { describe, expect, it } from 'vitest';
import { fileNameOf, fileUrl, fileUrls } from './files.js';

const DOMAIN = 'https://static.example.cn/jeecg-boot/sys/common/static';

describe('fileUrl', () => {
  it('uses http and https values as they are', () => {
    expect(fileUrl('http://a.cn/x.png', DOMAIN)).toBe('http://a.cn/x.png');
    expect(fileUrl('HTTPS://a.cn/x.png', DOMAIN)).toBe('HTTPS://a.cn/x.png');
    expect(fileUrl('data:image/png;base64,AAA', DOMAIN)).toBe('data:image/png;base64,AAA');
  });

  it('prefixes stored paths with the static domain, one slash between', () => {
    expect(fileUrl('temp/a_1700.png', DOMAIN)).toBe(`${DOMAIN}/temp/a_1700.png`);
    expect(fileUrl('/temp/a.png', `${DOMAIN}/`)).toBe(`${DOMAIN}/temp/a.png`);
  });

  it('handles comma-separated lists, mixing both kinds and dropping empties', () => {
    expect(fileUrl('a.png, http://x.cn/b.png,,c/d.pdf', DOMAIN)).toBe(
      `${DOMAIN}/a.png,http://x.cn/b.png,${DOMAIN}/c/d.pdf`,
    );
    expect(fileUrls('a.png,b.png', DOMAIN)).toEqual([`${DOMAIN}/a.png`, `${DOMAIN}/b.png`]);
  });

  it('empty, null and undefined give nothing', () => {
    expect(fileUrl('', DOMAIN)).toBe('');
    expect(fileUrl(null, DOMAIN)).toBe('');
    expect(fileUrls(undefined, DOMAIN)).toEqual([]);
  });

  it('without a static domain the path is left as stored', () => {
    expect(fileUrl('temp/a.png')).toBe('temp/a.png');
  });

  it('only a real scheme counts as absolute', () => {
    expect(fileUrl('httpdocs/a.png', DOMAIN)).toBe(`${DOMAIN}/httpdocs/a.png`);
  });
});

describe('fileNameOf', () => {
  it('takes the last segment, decoded, without query', () => {
    expect(fileNameOf('temp/%E6%8A%A5%E5%91%8A.pdf?x=1')).toBe('报告.pdf');
    expect(fileNameOf('a.png')).toBe('a.png');
  });
});
