import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@clinic/sdk';
import {
  countWords,
  richTextHtmlOf,
  richTextLinkOf,
  richTextMediaSrcOf,
  storedPathOf,
  uploadRichTextMedia,
  withoutEventHandlers,
} from './rich-text-rules.js';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('countWords', () => {
  it('counts each CJK character and each English word or number once', () => {
    expect(countWords('下周一起门诊调整')).toBe(8);
    expect(countWords('Hello world, 2026 年')).toBe(4);
    expect(countWords('血压：120/80 mmHg。')).toBe(2 + 1 + 1 + 1 + 1 + 1);
    expect(countWords('  \n ')).toBe(0);
    expect(countWords("don't stop")).toBe(2);
  });
});

describe('uploadRichTextMedia', () => {
  const deps = {
    upload: vi.fn(async () => 'temp/20261127/a.png'),
    fileUrl: (p: string) => `/jeecg-boot/sys/common/static/${p}`,
  };
  it('uploads an image and answers the address the HTML keeps', async () => {
    await expect(uploadRichTextMedia('image', file('a.png', 'image/png'), deps)).resolves.toEqual({
      ok: true,
      src: '/jeecg-boot/sys/common/static/temp/20261127/a.png',
    });
  });
  it('refuses a file of the wrong kind with the spec message, without uploading', async () => {
    deps.upload.mockClear();
    await expect(uploadRichTextMedia('image', file('a.pdf', 'application/pdf'), deps)).resolves.toEqual({
      ok: false,
      message: '请上传图片',
    });
    await expect(uploadRichTextMedia('video', file('a.png', 'image/png'), deps)).resolves.toEqual({
      ok: false,
      message: '请上传视频',
    });
    expect(deps.upload).not.toHaveBeenCalled();
  });
  it("says the server's reason when the upload fails", async () => {
    const refusal = new ApiError({ status: 200, message: 'x', userMessage: '文件大小不能超过10MB' });
    const failing = { ...deps, upload: async () => Promise.reject(refusal) };
    await expect(uploadRichTextMedia('video', file('a.mp4', 'video/mp4'), failing)).resolves.toEqual({
      ok: false,
      message: '文件上传失败: 文件大小不能超过10MB',
    });
    const broken = { ...deps, upload: async () => Promise.reject(new TypeError('boom')) };
    await expect(uploadRichTextMedia('image', file('a.png', 'image/png'), broken)).resolves.toEqual({
      ok: false,
      message: '文件上传失败: 未知错误',
    });
  });
});

describe('storedPathOf', () => {
  it('finds the stored path under the static domain only', () => {
    expect(storedPathOf('/jeecg-boot/sys/common/static/temp/a.png', '/jeecg-boot/sys/common/static')).toBe(
      'temp/a.png',
    );
    expect(storedPathOf('https://cdn.example/a.png', '/jeecg-boot/sys/common/static')).toBeNull();
    expect(storedPathOf('/jeecg-boot/sys/common/static/../x', '/jeecg-boot/sys/common/static')).toBeNull();
  });
});

describe('richTextHtmlOf', () => {
  it('turns plain text into escaped paragraphs and leaves HTML alone', () => {
    expect(richTextHtmlOf('第一行\n1 < 2 & 3')).toBe('<p>第一行</p><p>1 &lt; 2 &amp; 3</p>');
    expect(richTextHtmlOf('<p>已是 HTML</p>')).toBe('<p>已是 HTML</p>');
    expect(richTextHtmlOf('')).toBe('');
  });
});

describe('richTextLinkOf', () => {
  it('takes http(s), mailto and site paths, refuses script and protocol-relative addresses', () => {
    expect(richTextLinkOf(' https://www.example.com/a?b=1 ')).toBe('https://www.example.com/a?b=1');
    expect(richTextLinkOf('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(richTextLinkOf('/system/user')).toBe('/system/user');
    expect(richTextLinkOf('javascript:alert(1)')).toBeNull();
    expect(richTextLinkOf('//evil.example')).toBeNull();
    expect(richTextLinkOf('www.example.com')).toBeNull();
  });
});

describe('richTextMediaSrcOf', () => {
  const domain = '/jeecg-boot/sys/common/static';
  it('takes stored files and http(s) addresses only', () => {
    expect(richTextMediaSrcOf(`${domain}/temp/a.png`, domain)).toBe(`${domain}/temp/a.png`);
    expect(richTextMediaSrcOf('https://cdn.example/a.png', domain)).toBe('https://cdn.example/a.png');
    expect(richTextMediaSrcOf('x', domain)).toBeNull();
    expect(richTextMediaSrcOf('javascript:alert(1)', domain)).toBeNull();
    expect(richTextMediaSrcOf('file:///C:/a.png', domain)).toBeNull();
  });
});

describe('withoutEventHandlers', () => {
  it('takes every on* attribute out of start tags, whatever its quoting, case or separator', () => {
    expect(withoutEventHandlers('<p>粘贴<img src=x onerror="window.__pwned=3"></p>')).toBe(
      '<p>粘贴<img src=x ></p>',
    );
    expect(withoutEventHandlers(`<a href="/a" OnClick='go()' onmouseover=x>链接</a>`)).toBe(
      '<a href="/a"  >链接</a>',
    );
    expect(withoutEventHandlers('<img/onerror=alert(1)/src=x>')).toBe('<img/>');
    // An unquoted value runs to the next space: this src is 'x/onerror=alert(1)', no handler.
    expect(withoutEventHandlers('<img src=x/onerror=alert(1)>')).toBe('<img src=x/onerror=alert(1)>');
    expect(withoutEventHandlers('<svg><g onload = "x()"/></svg>')).toBe('<svg><g /></svg>');
  });

  it('leaves text, values that only mention a handler and other attributes as they were', () => {
    const kept = [
      '<p>写 onerror=1 的文字</p>',
      '<img alt="a > b onerror=x" src="https://x.cn/a.png">',
      '<span style="color: red" data-one="1">红</span>',
      '&lt;img onerror=x&gt;',
      '<p>粘贴内容</p>',
    ];
    for (const html of kept) expect(withoutEventHandlers(html)).toBe(html);
  });
});
