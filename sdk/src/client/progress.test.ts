// Transfer progress: the answer's bytes counted against Content-Length, the body's bytes through XMLHttpRequest
// (a scripted one here), its abort as the caller's reason, and plain fetch where no XMLHttpRequest exists.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, ok } from './fake-fetch.test-util.js';
import type { TransferProgress } from './progress.js';

/** A scripted XMLHttpRequest: records what was sent, lets the test report progress and answer. */
class ScriptedXhr {
  static last: ScriptedXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: Blob | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: r1\r\n';
  }
  answer(result: unknown) {
    this.status = 200;
    this.response = new Blob([JSON.stringify({ success: true, message: '', code: 200, result })]);
    this.onload?.();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('transfer progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ScriptedXhr.last = null;
  });

  it('counts the answer bytes against Content-Length', async () => {
    const bytes = new Uint8Array(3000).fill(65);
    const f = fakeFetch(
      () =>
        new Response(bytes, {
          headers: { 'content-type': 'application/octet-stream', 'content-length': '3000' },
        }),
    );
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const seen: TransferProgress[] = [];
    const file = await client.download('/x/exportXls', {}, { onDownloadProgress: (p) => seen.push(p) });
    expect(file.blob.size).toBe(3000);
    expect(seen[0]).toEqual({ loaded: 0, total: 3000 });
    expect(seen.at(-1)).toEqual({ loaded: 3000, total: 3000 });
    expect(seen.every((p, i) => i === 0 || p.loaded >= seen[i - 1]!.loaded)).toBe(true);
  });

  it('reports an unknown total as null', async () => {
    const f = fakeFetch(() => new Response(new Uint8Array(10), { headers: { 'content-type': 'text/csv' } }));
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const seen: TransferProgress[] = [];
    await client.download('/x', {}, { onDownloadProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toEqual({ loaded: 10, total: null });
  });

  it('sends a body through XMLHttpRequest with the signed headers and reports its bytes going up', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const f = fakeFetch();
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    client.setToken('tok');
    const seen: TransferProgress[] = [];
    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.txt');
    const answer = client.upload('/sys/common/upload', form, { onUploadProgress: (p) => seen.push(p) });
    await settle();
    const xhr = ScriptedXhr.last!;
    expect(f.calls).toHaveLength(0);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/sys/common/upload`);
    expect(xhr.headers['x-access-token']).toBe('tok');
    expect(xhr.headers['x-sign']).toMatch(/^[0-9A-F]{32}$/);
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await xhr.body!.text()).toContain('abc');
    xhr.upload.onprogress!({ loaded: 50, total: 200, lengthComputable: true });
    xhr.upload.onprogress!({ loaded: 200, total: 200, lengthComputable: true });
    xhr.answer('temp/a.txt');
    expect(await answer).toBe('temp/a.txt');
    expect(seen).toEqual([
      { loaded: 50, total: 200 },
      { loaded: 200, total: 200 },
    ]);
  });

  it("aborts the XMLHttpRequest with the caller's signal and rejects with its reason", async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const client = createClient({ baseUrl: BASE, fetch: fakeFetch().fetch });
    const controller = new AbortController();
    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.txt');
    const answer = client
      .upload('/sys/common/upload', form, { signal: controller.signal, onUploadProgress: () => undefined })
      .catch((e: unknown) => e);
    await settle();
    controller.abort(new Error('cancelled by user'));
    expect(((await answer) as Error).message).toBe('cancelled by user');
    expect(ScriptedXhr.last!.aborted).toBe(true);
  });

  it('uses the configured fetch where there is no XMLHttpRequest (Node)', async () => {
    const f = fakeFetch(() => ok('temp/a.txt'));
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.txt');
    expect(await client.upload('/sys/common/upload', form, { onUploadProgress: () => undefined })).toBe(
      'temp/a.txt',
    );
    expect(f.calls).toHaveLength(1);
  });
});
