// Minimal valid values built from the contract's schemas: examples first, then enums, bounds and formats.
import type { ContractDocument, ContractOperation, Schema } from './contract-document.js';

let counter = 0;
/** A short unique suffix so repeated adds never collide on unique fields. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-4)}${counter}`;
}

function firstExample(s: Schema): unknown {
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  return undefined;
}

function stringFor(s: Schema): string {
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  const max = typeof s.maxLength === 'number' ? s.maxLength : 64;
  if (s.format === 'email') return `t${unique()}@example.com`;
  if (s.format === 'binary') return 'x';
  const base = `t${unique()}`;
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

/** A value that validates against `schema`, as small as the schema allows. */
export function minimalValue(doc: ContractDocument, schema: unknown, depth = 0): unknown {
  const s = doc.resolve(schema);
  if (depth > 8) return null;
  const example = firstExample(s);
  if (example !== undefined) return example;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null) ?? null;
  if (Array.isArray(s.allOf)) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf) {
      const p = doc.resolve(part);
      Object.assign(merged.properties as Schema, p.properties ?? {});
      (merged.required as string[]).push(...((p.required as string[]) ?? []));
    }
    return minimalValue(doc, merged, depth + 1);
  }
  const alternatives = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) {
    const pick = alternatives.map((a) => doc.resolve(a)).find((a) => a.type !== 'null') ?? alternatives[0];
    return minimalValue(doc, pick, depth + 1);
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return false;
    case 'array': {
      const n = typeof s.minItems === 'number' ? s.minItems : 0;
      return Array.from({ length: n }, () => minimalValue(doc, s.items ?? {}, depth + 1));
    }
    case 'null':
      return null;
    default: {
      const out: Record<string, unknown> = {};
      const props = (s.properties ?? {}) as Record<string, unknown>;
      for (const key of (s.required as string[]) ?? [])
        out[key] = minimalValue(doc, props[key] ?? {}, depth + 1);
      return out;
    }
  }
}

export interface BuiltInput {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** Required path and query parameters plus the required part of the JSON body; `given` wins. */
export function minimalInput(
  doc: ContractDocument,
  op: ContractOperation,
  given: Partial<BuiltInput> = {},
): BuiltInput {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.params) {
    if (!p.required || (p.in !== 'path' && p.in !== 'query')) continue;
    const value = p.example !== undefined ? p.example : minimalValue(doc, p.schema);
    (p.in === 'path' ? path : query)[p.name] = String(value);
  }
  let body: unknown = undefined;
  if (op.jsonBody)
    body = op.jsonBodyExample !== undefined ? op.jsonBodyExample : minimalValue(doc, op.jsonBody);
  return {
    path: { ...path, ...given.path },
    query: { ...query, ...given.query },
    body: given.body !== undefined ? given.body : body,
  };
}

/** `/sys/dict/getDictItems/{dictCode}` with its path parameters filled and encoded. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
