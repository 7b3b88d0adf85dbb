// Signed direct upload: the signature kept until within 5 s of expiry (fake timers), one fetch for callers
// together, the key dir + uploads/admin/YYYYMMDD/filename with the OSS form fields, and one fresh-signature resend
// when the host refuses an expired signature.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForbiddenError } from '@clinic/sdk';
import {
  createSignatureSource,
  directUploader,
  directUploadKey,
  storedFileName,
  type UploadSignature,
} from './direct-upload.js';

const signatureAt = (n: number, expireMs: number): UploadSignature => ({
  host: '/jeecg-boot/sys/common/directUpload',
  expire: Math.floor(expireMs / 1000),
  dir: '1000/rich/',
  policy: `policy-${n}`,
  accessid: 'clinic-direct-upload',
  signature: `sig-${n}`,
});

describe('upload signature source', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00+08:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a signature while it lives more than 5 s, refreshes it within 5 s of expiry', async () => {
    let n = 0;
    const fetchSignature = vi.fn(async () => signatureAt(++n, Date.now() + 30_000));
    const source = createSignatureSource(fetchSignature);
    expect((await source.get()).signature).toBe('sig-1');
    await vi.advanceTimersByTimeAsync(24_000); // 6 s left
    expect((await source.get()).signature).toBe('sig-1');
    await vi.advanceTimersByTimeAsync(1_000); // exactly 5 s left: within the window
    expect((await source.get()).signature).toBe('sig-2');
    expect(fetchSignature).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000); // long expired
    expect((await source.get()).signature).toBe('sig-3');
  });

  it('asks once for callers arriving together, and again after invalidate', async () => {
    const fetchSignature = vi.fn(async () => signatureAt(1, Date.now() + 30_000));
    const source = createSignatureSource(fetchSignature);
    const [a, b] = await Promise.all([source.get(), source.get()]);
    expect(a).toBe(b);
    expect(fetchSignature).toHaveBeenCalledTimes(1);
    source.invalidate();
    await source.get();
    expect(fetchSignature).toHaveBeenCalledTimes(2);
  });
});

describe('direct uploader', () => {
  const file = { name: '血压 记录(1).png' };
  const context = () => ({ signal: new AbortController().signal, onProgress: vi.fn() });

  it('posts the OSS form to the host with key dir + uploads/admin/YYYYMMDD/filename', async () => {
    const posted: Array<[string, Record<string, string>]> = [];
    const upload = directUploader({
      signatures: createSignatureSource(async () => signatureAt(1, Date.now() + 60_000)),
      post: async (host, form) => {
        posted.push([host, Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))]);
        return null;
      },
      appendFile: (form, f: { name: string }) => form.append('file', f.name),
      name: (f: { name: string }) => f.name,
      now: () => new Date(2026, 10, 23, 9, 30).getTime(),
      random: () => 'k3j9x2',
    });
    const key = await upload(file, context());
    expect(key).toBe('1000/rich/uploads/admin/20261123/k3j9x2_血压_记录_1_.png');
    expect(posted).toEqual([
      [
        '/jeecg-boot/sys/common/directUpload',
        {
          key,
          policy: 'policy-1',
          OSSAccessKeyId: 'clinic-direct-upload',
          signature: 'sig-1',
          success_action_status: '200',
          file: file.name,
        },
      ],
    ]);
  });

  it('a signature the host refuses as expired mid-way is fetched again and the file sent once more', async () => {
    let n = 0;
    const signatures: string[] = [];
    const upload = directUploader({
      signatures: createSignatureSource(async () => signatureAt(++n, Date.now() + 60_000)),
      post: async (_host, form) => {
        signatures.push(String(form.get('signature')));
        if (signatures.length === 1)
          throw new ForbiddenError({ status: 403, message: '上传签名已过期', userMessage: '上传签名已过期' });
        return null;
      },
      appendFile: (form) => form.append('file', 'x'),
      name: (f: { name: string }) => f.name,
      random: () => 'r',
    });
    await expect(upload({ name: 'a.png' }, context())).resolves.toMatch(/\/r_a\.png$/);
    expect(signatures).toEqual(['sig-1', 'sig-2']);
  });

  it('other failures are not retried', async () => {
    const post = vi.fn(async () => {
      throw new Error('offline');
    });
    const upload = directUploader({
      signatures: createSignatureSource(async () => signatureAt(1, Date.now() + 60_000)),
      post,
      appendFile: () => undefined,
      name: (f: { name: string }) => f.name,
    });
    await expect(upload({ name: 'a.png' }, context())).rejects.toThrow('offline');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('names: unsafe characters replaced, a random prefix, the day stamp of the local date', () => {
    expect(storedFileName('../../etc/passwd', () => 'p')).toBe('p_____etc_passwd');
    expect(directUploadKey('9/d/', 'x.png', new Date(2026, 0, 5))).toBe('9/d/uploads/admin/20260105/x.png');
  });
});
