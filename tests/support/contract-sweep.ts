// The invalid calls of the contract sweep, built from the document alone so a new operation is swept unchanged:
// without a token, a wrong id, a required parameter or body left out, a value of the wrong type.
import type { ContractOperation, Param, Schema } from './contract-document.js';
import { contractDocument } from './contract-document.js';
import { fillPath, minimalInput } from './minimal-input.js';
import type { LightMyRequestResponse, TestServer } from './test-server.js';

export interface SweepCall {
  label: string;
  /** The server must refuse it (a wrong id in a filter may rightly find nothing instead). */
  refused: boolean;
  token: string | null;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

/** An id no seed or test makes: digits, within every id schema's length. */
export const UNKNOWN_ID = '1999999999999999999';
const ID_NAMES = /^(id|ids|.*Id|.*Ids)$/;

function typeOf(schema: Schema): string[] {
  return [schema.type ?? []].flat() as string[];
}

/** A value of another type than the parameter accepts, or null when it accepts any text. */
function wrongValue(p: Param): string | null {
  const types = typeOf(p.schema);
  if (types.includes('integer') || types.includes('number')) return 'not-a-number';
  if (types.includes('boolean')) return 'not-a-boolean';
  if (Array.isArray(p.schema.enum) || 'const' in p.schema) return 'not-in-the-enum';
  if (typeof p.schema.pattern === 'string' && !new RegExp(p.schema.pattern).test('~!')) return '~!';
  if (typeof p.schema.maxLength === 'number' && p.schema.maxLength < 20000)
    return 'x'.repeat(p.schema.maxLength + 1);
  return null;
}

/** A JSON body of the wrong shape: a listed property of another type, else an array for the object. */
function wrongBody(schema: Schema, valid: unknown): unknown {
  const doc = contractDocument();
  const props = (doc.resolve(schema).properties ?? {}) as Record<string, unknown>;
  const base = valid && typeof valid === 'object' && !Array.isArray(valid) ? valid : {};
  for (const [name, raw] of Object.entries(props)) {
    const s = doc.resolve(raw);
    const types = typeOf(s);
    if (types.length === 0 || s.readOnly) continue;
    if (types.includes('string')) return { ...base, [name]: { not: 'a string' } };
    if (types.includes('integer') || types.includes('number') || types.includes('boolean'))
      return { ...base, [name]: 'x'.repeat(3) };
  }
  return [base];
}

/** The invalid calls for one operation (always at least one). */
export function invalidCalls(op: ContractOperation, token: string): SweepCall[] {
  const doc = contractDocument();
  const valid = minimalInput(doc, op);
  const at = (label: string, change: Partial<SweepCall>): SweepCall => ({
    label,
    refused: true,
    token,
    path: { ...valid.path },
    query: { ...valid.query },
    ...(valid.body !== undefined ? { body: valid.body } : {}),
    ...change,
  });
  const calls: SweepCall[] = [];
  // `security: [{AccessToken: []}, {}]` (logout) makes the token optional: no refusal then.
  const security = (op.raw.security ?? doc.raw.security ?? []) as object[];
  const tokenOptional = security.some((s) => Object.keys(s).length === 0);
  if (!op.isPublic) calls.push(at('without a token', { token: null, refused: !tokenOptional }));
  const idParam = op.params.find((p) => (p.in === 'path' || p.in === 'query') && ID_NAMES.test(p.name));
  if (idParam) {
    const where = idParam.in === 'path' ? 'path' : 'query';
    calls.push(
      at(`wrong id (${idParam.name})`, {
        [where]: { ...valid[where], [idParam.name]: UNKNOWN_ID },
        refused: false,
      }),
    );
  }
  const required = op.params.find((p) => p.in === 'query' && p.required);
  if (required) {
    const query = { ...valid.query };
    delete query[required.name];
    calls.push(at(`missing ${required.name}`, { query }));
  } else if (op.jsonBody && op.bodyRequired) {
    calls.push({ ...at('missing body', {}), body: undefined });
  }
  const typed = op.params.find((p) => (p.in === 'query' || p.in === 'path') && wrongValue(p) !== null);
  if (typed) {
    const where = typed.in === 'path' ? 'path' : 'query';
    const value = wrongValue(typed)!;
    calls.push(at(`wrong type (${typed.name})`, { [where]: { ...valid[where], [typed.name]: value } }));
  } else if (op.jsonBody) {
    calls.push(at('wrong type (body)', { body: wrongBody(op.jsonBody, valid.body) }));
  }
  if (calls.length === 0) calls.push(at('unknown tenant', {}));
  return calls;
}

export function sendCall(
  server: TestServer,
  op: ContractOperation,
  call: SweepCall,
): Promise<LightMyRequestResponse> {
  return server.call(op.method, fillPath(op.path, call.path), {
    token: call.token,
    query: call.query,
    ...(call.label === 'unknown tenant' ? { tenant: UNKNOWN_ID } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
  });
}
