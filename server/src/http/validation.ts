// Request and response validation with Ajv: coercing validators for URL parts, strict ones for bodies, Chinese messages.
import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { JsonSchema } from '../core/openapi-document.js';

const Ajv = AjvModule.default;
const addFormats = formatsModule.default;
type AjvInstance = InstanceType<typeof Ajv>;

function makeAjv(coerce: boolean): AjvInstance {
  const ajv = new Ajv({
    removeAdditional: false,
    useDefaults: true,
    // Query strings and path segments arrive as text; bodies must carry the declared JSON types.
    coerceTypes: coerce ? 'array' : false,
    allErrors: false,
    strict: false,
    allowUnionTypes: true,
    validateFormats: true,
  });
  addFormats(ajv);
  return ajv;
}

/** Body validator (no coercion), URL validator (query, params) and response validator. */
export const ajvs = { body: makeAjv(false), url: makeAjv(true), response: makeAjv(false) };

export function compile(kind: keyof typeof ajvs, schema: JsonSchema): ValidateFunction {
  return ajvs[kind].compile(schema);
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

function fieldName(error: ErrorObject, part: string): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const params = error.params as Record<string, unknown>;
  const extra = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  const name = [path, extra].filter(Boolean).join('.');
  return name || (part === 'body' ? '请求体' : part);
}

/** One Chinese sentence naming the field, for the 400 envelope. */
export function describeError(error: ErrorObject, part: string): string {
  const field = fieldName(error, part);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `缺少必填参数：${field}`;
    case 'additionalProperties':
      return `不允许的参数：${field}`;
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或');
      return `参数 ${field} 类型错误，应为${types}`;
    }
    case 'maxLength':
      return `参数 ${field} 长度不能超过 ${String(p.limit)} 个字符`;
    case 'minLength':
      return `参数 ${field} 长度不能少于 ${String(p.limit)} 个字符`;
    case 'maxItems':
      return `参数 ${field} 最多 ${String(p.limit)} 项`;
    case 'minItems':
      return `参数 ${field} 至少 ${String(p.limit)} 项`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `参数 ${field} 不能大于 ${String(p.limit)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `参数 ${field} 不能小于 ${String(p.limit)}`;
    case 'enum':
    case 'const':
      return `参数 ${field} 取值不在允许范围内`;
    case 'format':
      return `参数 ${field} 格式不正确`;
    case 'pattern':
      return `参数 ${field} 格式不正确`;
    default:
      return `参数 ${field} 不合法`;
  }
}

/** Compact English detail for logs and the test-mode drift error (never shown to end users in production). */
export function errorsText(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ');
}
