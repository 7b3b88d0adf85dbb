// Judges an answer against openapi/dist/openapi.json with an off-the-shelf OpenAPI 3.1 validator (@hyperjump/json-schema),
// independent of the server's own Ajv conversion: status, media type, JSON body and the headers of file answers.
import { pathToFileURL } from 'node:url';
import '@hyperjump/json-schema/openapi-3-1';
import { compile, getSchema, interpret } from '@hyperjump/json-schema/experimental';
import * as Instance from '@hyperjump/json-schema/instance/experimental';
import { contractDocument, DOCUMENT_PATH, type ContractOperation } from './contract-document.js';

/** What came back, in the shape light-my-request and fetch both give. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

type Browser = Awaited<ReturnType<typeof getSchema>>;
type Json = Record<string, unknown>;

// The file name must end in openapi.json: that is how the library knows an OpenAPI document.
const DOC_URI = pathToFileURL(DOCUMENT_PATH).href;
const pointer = (...segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

let root: Promise<Browser> | null = null;
const compiled = new Map<string, Promise<(value: unknown) => { valid: boolean; errors?: unknown[] }>>();

/** One loaded document for every schema (loading it per schema costs a third of a second each). */
function validatorAt(at: string) {
  let v = compiled.get(at);
  if (!v) {
    root ??= getSchema(`${DOC_URI}#/components/schemas/Envelope`);
    v = (async () => {
      const schema = await getSchema(`${DOC_URI}#/${at}`, await root!);
      const run = interpret(await compile(schema)) as unknown as (
        instance: unknown,
        format: string,
      ) => { valid: boolean; errors?: unknown[] };
      return (value: unknown) => run(Instance.fromJs(value as never), 'BASIC');
    })();
    compiled.set(at, v);
  }
  return v;
}

function headerText(value: Answer['headers'][string]): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function matchMediaType(declared: string[], type: string): string | null {
  return (
    declared.find((d) => d.toLowerCase() === type) ??
    declared.find((d) => d.toLowerCase() === `${type.split('/')[0]}/*`) ??
    declared.find((d) => d === '*/*') ??
    null
  );
}

/** Why `answer` is not one the document describes for `op`, or null when it is. */
export async function undocumented(op: ContractOperation, answer: Answer): Promise<string | null> {
  const doc = contractDocument();
  const responses = (op.raw.responses ?? {}) as Record<string, Json>;
  const status = String(answer.statusCode);
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return `HTTP ${status} is not in the document`;
  const declaredAt = responses[key]!;
  // Where the response object lives: a shared component or the operation itself.
  const at =
    typeof declaredAt.$ref === 'string'
      ? declaredAt.$ref.slice(2)
      : `paths/${pointer(op.path, op.method.toLowerCase(), 'responses', key)}`;
  const response = doc.resolve(declaredAt) as Json;
  const content = (response.content ?? {}) as Record<string, Json>;
  const declared = Object.keys(content);
  if (declared.length === 0) return answer.body ? `HTTP ${status} has an undocumented body` : null;
  const type = (headerText(answer.headers['content-type']) ?? '').split(';')[0]!.trim().toLowerCase();
  const media = matchMediaType(declared, type);
  if (!media)
    return `HTTP ${status} sent ${type || 'no media type'}; the document has ${declared.join(', ')}`;
  if (type === 'application/json' || type.endsWith('+json')) {
    if (!content[media]?.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `HTTP ${status} ${type} is not JSON`;
    }
    const validate = await validatorAt(`${at}/${pointer('content', media, 'schema')}`);
    const out = validate(body);
    return out.valid ? null : `HTTP ${status} body: ${JSON.stringify(out.errors).slice(0, 600)}`;
  }
  for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
    const value = headerText(answer.headers[name.toLowerCase()]);
    if (value === undefined) return `HTTP ${status} file without ${name}`;
    const resolved = doc.resolve(header) as Json;
    if (!resolved.schema) continue;
    const headerAt =
      typeof header.$ref === 'string' ? header.$ref.slice(2) : `${at}/${pointer('headers', name)}`;
    const out = (await validatorAt(`${headerAt}/schema`))(value);
    if (!out.valid) return `HTTP ${status} ${name}: ${value.slice(0, 80)} does not match the document`;
  }
  return null;
}
