// Duplicate check over registered unique fields (tenant-scoped) and rule checks over registered rule codes.
import { queryText } from '../resources/engine/query-text.js';
import { fail, type ApiInput, type HandlerMap, type RequestContext } from '../http/types.js';
import { CHECK_RULES, duplicateTarget } from '../resources/check-rules.js';
import { writeValue } from '../resources/engine/values.js';
import { valueTaken } from '../resources/engine/write.js';

async function duplicateCheck(input: ApiInput, ctx: RequestContext) {
  const q = input.query;
  const target = duplicateTarget(queryText(q.tableName), queryText(q.fieldName));
  if (!target) throw fail.business('不支持的校验字段');
  const value = queryText(q.fieldVal);
  if (value === '') return '该值可用！';
  const dataId = queryText(q.dataId).trim();
  const { decl, field } = target;
  // Whether the value is taken, not whether it is well-formed (checkByCode answers that).
  const { format: _format, ...plain } = field;
  const found = await valueTaken(
    ctx.db,
    decl,
    field,
    writeValue(plain, value),
    ctx.tenantId,
    dataId || undefined,
  );
  if (found) throw fail.business('该值不可用，系统中已存在！');
  return '该值可用！';
}

async function checkRuleByCode(input: ApiInput) {
  const code = queryText(input.query.ruleCode);
  const rule = Object.prototype.hasOwnProperty.call(CHECK_RULES, code) ? CHECK_RULES[code] : undefined;
  if (!rule) throw fail.business(`校验规则不存在: ${code.slice(0, 64)}`);
  const value = queryText(input.query.value);
  if (!rule.pattern.test(value) || (rule.test && !rule.test(value))) throw fail.business(rule.message);
  return null;
}

export const handlers: HandlerMap = { duplicateCheck, checkRuleByCode };
