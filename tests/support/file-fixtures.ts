// Files the operation plans need: a stored upload and an exported workbook to import again.
import { multipartBody, TINY_PNG } from './multipart.js';
import type { Envelope, TestServer } from './test-server.js';

/** Uploads a tiny PNG and answers the stored path the upload returns. */
export async function uploadPng(server: TestServer, token: string): Promise<string> {
  const form = multipartBody([
    { name: 'file', value: { filename: 'a.png', contentType: 'image/png', data: TINY_PNG } },
  ]);
  const res = await server.call('POST', '/sys/common/upload', {
    token,
    rawPayload: form.body,
    headers: { 'content-type': form.contentType },
  });
  const env = res.json() as Envelope;
  if (!env.success) throw new Error(`upload: ${env.message}`);
  const result = env.result as string | { message?: string; url?: string };
  return typeof result === 'string' ? result : String(result.message ?? result.url);
}

/** The workbook `<base>/exportXls` answers, to feed back into importExcel. */
export async function exportedWorkbook(
  server: TestServer,
  token: string,
  base: string,
  query: Record<string, string>,
): Promise<Buffer> {
  const res = await server.call('GET', `${base}/exportXls`, { token, query });
  if (res.statusCode !== 200) throw new Error(`${base}/exportXls: ${res.statusCode}`);
  return res.rawPayload;
}
