// Duplicate check over registered unique fields (tenant-scoped) and rule checks over registered rule codes.
import { queryText } from '../resources/engine/query-text.js';
import { fail, type ApiInput, type HandlerMap, type RequestContext } from '../http/types.js';
import { duplicateTarget } from '../resources/check-rules.js';
import { FORMAT_RULES, ruleProblem } from '../resources/engine/format-rules.js';
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
  const found = await valueTaken(
    ctx.db,
    decl,
    field,
    writeValue(field, value),
    ctx.tenantId,
    dataId || undefined,
  );
  if (found) throw fail.business('该值不可用，系统中已存在！');
  return '该值可用！';
}

async function checkRuleByCode(input: ApiInput) {
  const code = queryText(input.query.ruleCode);
  const rule = Object.prototype.hasOwnProperty.call(FORMAT_RULES, code) ? FORMAT_RULES[code] : undefined;
  if (!rule) throw fail.business(`校验规则不存在: ${code.slice(0, 64)}`);
  const problem = ruleProblem(rule, queryText(input.query.value));
  if (problem) throw fail.business(problem);
  return null;
}

export const handlers: HandlerMap = { duplicateCheck, checkRuleByCode };
