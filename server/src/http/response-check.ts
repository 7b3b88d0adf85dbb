// Test-mode check of every answer of a routed operation against the document: status, media type, JSON body, file headers.
import type { ValidateFunction } from 'ajv';
import {
  resolveRef,
  type JsonSchema,
  type OpenApiDocument,
  type RoutedOperation,
} from '../core/openapi-document.js';
import { toAjvSchema } from './schema-convert.js';
import { compile, errorsText } from './validation.js';

/** What left the server, as the onSend hook sees it. */
export interface SentAnswer {
  status: number;
  headers: Record<string, unknown>;
  payload: unknown;
}

interface ResponseObject {
  content?: Record<string, { schema?: JsonSchema }>;
  headers?: Record<string, { schema?: JsonSchema } | { $ref: string }>;
}

/** `application/json` and `+json` types are parsed and validated; anything else is a file. */
export function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

function mediaTypeOf(headers: Record<string, unknown>): string {
  const raw = headers['content-type'];
  return String(Array.isArray(raw) ? raw[0] : (raw ?? ''))
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** The declared media type an answer falls under: exact, then `type/*`, then `*\/*`. */
function matchMediaType(declared: string[], type: string): string | null {
  const lower = new Map(declared.map((d) => [d.toLowerCase(), d]));
  return lower.get(type) ?? lower.get(`${type.split('/')[0]}/*`) ?? lower.get('*/*') ?? null;
}

function bodyText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

/** Builds the checker of one operation; schemas compile on first use, so unused statuses cost nothing. */
export function responseChecker(
  doc: OpenApiDocument,
  op: RoutedOperation,
): (answer: SentAnswer) => string | null {
  const responses = (op.raw.responses ?? {}) as Record<string, unknown>;
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: JsonSchema) => {
    let v = compiled.get(key);
    if (!v) {
      v = compile('response', toAjvSchema(doc, schema, { closeObjects: false }));
      compiled.set(key, v);
    }
    return v;
  };
  return ({ status, headers, payload }) => {
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    if (!key) return `HTTP ${status} is not in the document`;
    const response = resolveRef<ResponseObject>(doc, responses[key] as ResponseObject);
    const content = response.content ?? {};
    const text = bodyText(payload);
    const declared = Object.keys(content);
    if (declared.length === 0) {
      return text ? `HTTP ${status} has a body the document does not describe` : null;
    }
    const type = mediaTypeOf(headers);
    const media = matchMediaType(declared, type);
    if (!media)
      return `HTTP ${status} sent ${type || 'no media type'}; the document has ${declared.join(', ')}`;
    const schema = content[media]?.schema;
    if (isJsonType(type)) {
      if (!schema) return null;
      let body: unknown;
      try {
        body = JSON.parse(text ?? '');
      } catch {
        return `HTTP ${status} ${type} is not JSON`;
      }
      const validate = validator(`${key} ${media}`, schema);
      return validate(body) ? null : `HTTP ${status} body: ${errorsText(validate.errors)}`;
    }
    // A file: every header the response declares travels with it, in the declared form.
    for (const [name, raw] of Object.entries(response.headers ?? {})) {
      const header = resolveRef<{ schema?: JsonSchema }>(doc, raw);
      const value = headers[name.toLowerCase()];
      if (value === undefined) return `HTTP ${status} file without the ${name} header`;
      if (header.schema && !validator(`header ${name}`, header.schema)(String(value)))
        return `HTTP ${status} ${name} header ${String(value).slice(0, 80)} does not match the document`;
    }
    return null;
  };
}
