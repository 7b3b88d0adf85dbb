// Turns OpenAPI 3.1 schemas (with `#/components/schemas` refs, 3.0 leftovers and vendor keys) into self-contained Ajv schemas.
import type { JsonSchema, OpenApiDocument } from '../core/openapi-document.js';

const COMPONENT_PREFIX = '#/components/schemas/';
/** Keys Ajv does not know and that carry no validation meaning. */
const DROPPED = new Set([
  'example',
  'discriminator',
  'xml',
  'externalDocs',
  'nullable',
  'contentMediaType',
  'contentEncoding',
]);
const COMPOSITION = ['allOf', 'anyOf', 'oneOf'] as const;

export interface ConvertOptions {
  /** Request bodies: objects that list properties and say nothing about extras refuse unknown fields. */
  closeObjects: boolean;
}

function convertNode(
  node: unknown,
  opts: ConvertOptions,
  refs: Set<string>,
  inComposition: boolean,
): unknown {
  if (Array.isArray(node)) return node.map((n) => convertNode(n, opts, refs, inComposition));
  if (!node || typeof node !== 'object') return node;
  const src = node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(src)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      if (!value.startsWith(COMPONENT_PREFIX)) throw new Error(`unsupported schema reference ${value}`);
      const name = value.slice(COMPONENT_PREFIX.length);
      refs.add(name);
      out.$ref = `#/$defs/${defName(name)}`;
      continue;
    }
    if (
      key === 'format' &&
      (value === 'binary' || value === 'byte' || value === 'int64' || value === 'int32')
    )
      continue;
    if (key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [
          k,
          convertNode(v, opts, refs, false),
        ]),
      );
      continue;
    }
    const composing = (COMPOSITION as readonly string[]).includes(key);
    out[key] = convertNode(value, opts, refs, composing);
  }
  // 3.0 `nullable: true` is `type: [T, 'null']` in 3.1.
  if (src.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  // Properties spread over allOf branches would each see the others' keys as extras, so only close plain objects.
  if (
    opts.closeObjects &&
    !inComposition &&
    out.properties &&
    out.additionalProperties === undefined &&
    out.unevaluatedProperties === undefined &&
    !COMPOSITION.some((k) => k in out)
  ) {
    out.additionalProperties = false;
  }
  return out;
}

function defName(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]/g, '_');
}

/**
 * Converts one schema and carries the transitive closure of the components it references as `$defs`,
 * so each compiled schema stands alone (recursive components stay recursive through `#/$defs`).
 */
export function toAjvSchema(doc: OpenApiDocument, schema: JsonSchema, opts: ConvertOptions): JsonSchema {
  const refs = new Set<string>();
  const root = convertNode(schema, opts, refs, false) as JsonSchema;
  const defs: Record<string, unknown> = {};
  const pending = [...refs];
  const components = (doc.components?.schemas ?? {}) as Record<string, unknown>;
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (defName(name) in defs) continue;
    const component = components[name];
    if (component === undefined) throw new Error(`unknown schema component ${name}`);
    const found = new Set<string>();
    defs[defName(name)] = convertNode(component, opts, found, false);
    for (const f of found) if (!(defName(f) in defs)) pending.push(f);
  }
  return Object.keys(defs).length > 0
    ? { ...root, $defs: { ...(root.$defs as object | undefined), ...defs } }
    : root;
}
