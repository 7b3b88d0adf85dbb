// Reads the bundled OpenAPI document and lists its operations with the vendor extensions the server acts on.
import { readFileSync } from 'node:fs';
import type { OperationInfo } from './handler.js';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  /** A last path parameter that takes the rest of the path, slashes included (stored file keys). */
  'x-wildcard'?: boolean;
}

export interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  parameters?: Array<OpenApiParameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string };
  responses?: Record<string, unknown>;
  security?: unknown[];
  [ext: `x-${string}`]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: unknown[];
}

/** An operation with everything the router needs, already resolved from the document. */
export interface RoutedOperation {
  info: OperationInfo;
  raw: OpenApiOperation;
  parameters: OpenApiParameter[];
  /** JSON request body schema, if the operation takes JSON. */
  jsonBody: JsonSchema | null;
  bodyRequired: boolean;
  multipart: boolean;
  /** Schema of the 200 response's JSON body, if declared. */
  okResponse: JsonSchema | null;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export function loadDocument(path: string): OpenApiDocument {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.'))
    throw new Error(`${path} is not an OpenAPI 3 document`);
  return doc;
}

/** Follows a local `#/components/...` reference (used for parameters, bodies and responses, not schemas). */
export function resolveRef<T>(doc: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let hops = 0; hops < 16 && current && typeof current === 'object' && '$ref' in current; hops++) {
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
    if (current === undefined) throw new Error(`unresolved reference ${ref}`);
  }
  return current as T;
}

function okSchema(doc: OpenApiDocument, op: OpenApiOperation): JsonSchema | null {
  const response = op.responses?.['200'];
  if (!response) return null;
  const resolved = resolveRef<{ content?: Record<string, { schema?: JsonSchema }> }>(doc, response as never);
  return resolved.content?.['application/json']?.schema ?? null;
}

export function listOperations(doc: OpenApiDocument): RoutedOperation[] {
  const out: RoutedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters as OpenApiOperation['parameters']) ?? [];
    for (const method of METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const byKey = new Map<string, OpenApiParameter>();
      for (const p of [...shared, ...(op.parameters ?? [])]) {
        const param = resolveRef<OpenApiParameter>(doc, p);
        byKey.set(`${param.in}:${param.name}`, param);
      }
      const body = op.requestBody
        ? resolveRef<Exclude<OpenApiOperation['requestBody'], undefined | { $ref: string }>>(
            doc,
            op.requestBody,
          )
        : null;
      const content = body?.content ?? {};
      const security = op.security ?? doc.security ?? [];
      out.push({
        info: {
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          tag: op.tags?.[0] ?? '',
          permission: typeof op['x-permission'] === 'string' ? op['x-permission'] : null,
          resource: typeof op['x-resource'] === 'string' ? op['x-resource'] : null,
          crud: typeof op['x-crud'] === 'string' ? op['x-crud'] : null,
          isPublic: Array.isArray(security) && security.length === 0,
        },
        raw: op,
        parameters: [...byKey.values()],
        jsonBody: content['application/json']?.schema ?? null,
        bodyRequired: body?.required === true,
        multipart: 'multipart/form-data' in content,
        okResponse: okSchema(doc, op),
      });
    }
  }
  return out;
}

/**
 * Every `x-permission` and `x-unmask-permission` code used in the document (the seed makes each a button and grants
 * all of them to the admin role).
 */
export function permissionCodes(doc: OpenApiDocument): string[] {
  return [
    ...new Set(
      listOperations(doc).flatMap((o) => {
        const unmask = o.raw['x-unmask-permission'];
        return [o.info.permission, typeof unmask === 'string' ? unmask : null].filter(
          (code): code is string => code !== null,
        );
      }),
    ),
  ].sort();
}

/** The key Fastify gives a path parameter: `*` for an `x-wildcard` one, else its name. */
export function routeParamKey(p: OpenApiParameter): string {
  return p['x-wildcard'] === true ? '*' : p.name;
}

/** `/a/{id}` → `/a/:id` for Fastify's router; an `x-wildcard` parameter becomes `*`. */
export function fastifyPath(path: string, parameters: OpenApiParameter[] = []): string {
  const wildcards = new Set(
    parameters.filter((p) => p.in === 'path' && p['x-wildcard'] === true).map((p) => p.name),
  );
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => (wildcards.has(name) ? '*' : `:${name}`));
}
