// Reads record ids through the generic list operations, so tests pick real rows without knowing table names.
import type { Envelope, TestServer } from './test-server.js';

export interface Page {
  records: Array<Record<string, unknown>>;
  total: number;
}

/** Every record of a list operation (pageSize 1000 is the contract's cap). */
export async function listAll(
  server: TestServer,
  token: string,
  base: string,
  query: Record<string, string> = {},
): Promise<Page> {
  const res = await server.call('GET', `${base}/list`, {
    token,
    query: { pageNo: 1, pageSize: 1000, ...query },
  });
  const body = res.json() as Envelope;
  if (res.statusCode !== 200 || !body.success)
    throw new Error(`${base}/list: ${res.statusCode} ${body.message}`);
  return body.result as Page;
}

/** The newest ids of a list (one small page, newest first): a fresh row always shows up here. */
export async function listIds(
  server: TestServer,
  token: string,
  base: string,
  scope: Record<string, string> = {},
): Promise<string[]> {
  const res = await server.call('GET', `${base}/list`, {
    token,
    query: { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', ...scope },
  });
  const body = res.json() as Envelope;
  if (res.statusCode !== 200 || !body.success)
    throw new Error(`${base}/list: ${res.statusCode} ${body.message}`);
  return (body.result as Page).records.map((r) => String(r.id));
}

/** Adds a record and returns the id the list did not have before. */
export async function addAndFind(
  server: TestServer,
  token: string,
  base: string,
  body: Record<string, unknown>,
  scope: Record<string, string> = {},
): Promise<string> {
  const before = new Set(await listIds(server, token, base, scope));
  const res = await server.call('POST', `${base}/add`, { token, body });
  const env = res.json() as Envelope;
  if (!env.success) throw new Error(`${base}/add: ${res.statusCode} ${env.message}`);
  const added = (await listIds(server, token, base, scope)).filter((id) => !before.has(id));
  if (added.length !== 1) throw new Error(`${base}/add: expected one new id, found ${added.length}`);
  return added[0] as string;
}
