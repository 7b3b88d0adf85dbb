// Fastify route schemas (querystring, params, body) and the test-mode response validator for one operation.
import type { ValidateFunction } from 'ajv';
import { toAjvSchema } from './schema-convert.js';
import {
  routeParamKey,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiParameter,
  type RoutedOperation,
} from '../core/openapi-document.js';
import { ajvs, compile } from './validation.js';

function paramsObject(doc: OpenApiDocument, params: OpenApiParameter[]): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of params) {
    const key = routeParamKey(p);
    properties[key] = p.schema ?? { type: 'string' };
    if (p.required || p.in === 'path') required.push(key);
  }
  // Query strings stay open: list pages send their simple filters as extra query fields.
  // Converted as one schema so component refs land in the root's $defs.
  return toAjvSchema(
    doc,
    { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
    { closeObjects: false },
  );
}

/** Marks a body schema whose body may be absent (Fastify hands the validator null then). */
export const OPTIONAL_BODY = 'x-optional-body';

export function routeSchemas(doc: OpenApiDocument, op: RoutedOperation): Record<string, JsonSchema> {
  const schema: Record<string, JsonSchema> = {};
  const query = paramsObject(
    doc,
    op.parameters.filter((p) => p.in === 'query'),
  );
  const path = paramsObject(
    doc,
    op.parameters.filter((p) => p.in === 'path'),
  );
  if (query) schema.querystring = query;
  if (path) schema.params = path;
  // Multipart bodies are read in the handler; only JSON bodies are validated here.
  if (op.jsonBody && !op.multipart) {
    const body = toAjvSchema(doc, op.jsonBody, { closeObjects: true });
    schema.body = op.bodyRequired ? body : { ...body, [OPTIONAL_BODY]: true };
  }
  return schema;
}

export function responseValidator(doc: OpenApiDocument, op: RoutedOperation): ValidateFunction | null {
  return op.okResponse ? compile('response', toAjvSchema(doc, op.okResponse, { closeObjects: false })) : null;
}

type Validator = ((data: unknown) => boolean) & { errors?: ValidateFunction['errors'] };

/**
 * Fastify's validator compiler, compiling on the first request of each route part: about two hundred operations'
 * validators would otherwise be compiled before the server answers anything.
 */
export function lazyRoutePart(schema: JsonSchema, httpPart: string | undefined): Validator {
  let compiled: Validator | null = null;
  const wrapper: Validator = (data) => {
    compiled ??= compileRoutePart(schema, httpPart);
    const valid = compiled(data);
    wrapper.errors = compiled.errors;
    return valid;
  };
  wrapper.errors = null;
  return wrapper;
}

/** Coercing Ajv for URL parts, strict Ajv for bodies, absent optional bodies accepted. */
export function compileRoutePart(schema: JsonSchema, httpPart: string | undefined) {
  if (httpPart !== 'body') return ajvs.url.compile(schema);
  const { [OPTIONAL_BODY]: optional, ...rest } = schema;
  const validate = ajvs.body.compile(rest);
  if (!optional) return validate;
  const wrapper = (data: unknown): boolean => {
    if (data === null || data === undefined) return true;
    const valid = validate(data);
    wrapper.errors = validate.errors;
    return valid;
  };
  wrapper.errors = null as typeof validate.errors;
  return wrapper;
}
