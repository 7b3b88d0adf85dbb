// Reads openapi/dist/openapi.json for the cross-package tests: operations with their extensions, parameters and schemas.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Schema = Record<string, unknown>;

export interface Param {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  example?: unknown;
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As written in the document, without the /jeecg-boot prefix. */
  path: string;
  tag: string;
  permission: string | null;
  resource: string | null;
  crud: string | null;
  isPublic: boolean;
  params: Param[];
  /** JSON body schema (resolved at the top level) when the operation takes JSON. */
  jsonBody: Schema | null;
  jsonBodyExample: unknown;
  bodyRequired: boolean;
  multipart: boolean;
  /** The 200 answer is a file (not JSON). */
  fileAnswer: boolean;
  /** Schema of the 200 JSON answer. */
  okSchema: Schema | null;
  /** The operation object as the document has it (responses, extensions). */
  raw: Schema;
}

export interface ContractDocument {
  raw: Record<string, unknown>;
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
  resolve(schema: unknown): Schema;
}

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '..', '..');
export const DOCUMENT_PATH = resolve(REPO_ROOT, 'openapi', 'dist', 'openapi.json');
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

let cached: ContractDocument | null = null;

export function contractDocument(): ContractDocument {
  if (cached) return cached;
  const raw = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as Record<string, unknown>;
  const resolveRef = (value: unknown): Schema => {
    let current = value as Schema;
    for (let hops = 0; hops < 16 && current && typeof current.$ref === 'string'; hops++) {
      const ref = current.$ref as string;
      current = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], raw) as Schema;
    }
    return current ?? {};
  };
  const operations: ContractOperation[] = [];
  const paths = raw.paths as Record<string, Record<string, unknown>>;
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters as unknown[]) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op || typeof op.operationId !== 'string') continue;
      const params = [...shared, ...((op.parameters as unknown[]) ?? [])].map((p) => {
        const r = resolveRef(p) as unknown as Param & { required?: boolean };
        return { ...r, required: r.required === true, schema: resolveRef(r.schema ?? {}) };
      });
      const body = op.requestBody ? resolveRef(op.requestBody) : null;
      const content = (body?.content ?? {}) as Record<string, { schema?: unknown; example?: unknown }>;
      const ok = resolveRef((op.responses as Record<string, unknown>)?.['200'] ?? {});
      const okContent = (ok.content ?? {}) as Record<string, { schema?: unknown }>;
      const okJson = okContent['application/json']?.schema;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        tag: ((op.tags as string[]) ?? [''])[0] ?? '',
        permission: (op['x-permission'] as string | undefined) ?? null,
        resource: (op['x-resource'] as string | undefined) ?? null,
        crud: (op['x-crud'] as string | undefined) ?? null,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        params,
        jsonBody: content['application/json'] ? resolveRef(content['application/json'].schema ?? {}) : null,
        jsonBodyExample: content['application/json']?.example,
        bodyRequired: body?.required === true,
        multipart: Boolean(content['multipart/form-data']),
        fileAnswer: Object.keys(okContent).some((k) => k !== 'application/json'),
        okSchema: okJson ? resolveRef(okJson) : null,
        raw: op,
      });
    }
  }
  cached = {
    raw,
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
    resolve: resolveRef,
  };
  return cached;
}
