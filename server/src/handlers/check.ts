// Duplicate check over registered unique fields (tenant-scoped), rule checks over registered rule codes, and the
// slider verification's one-time tokens.
import { queryText } from '../resources/engine/query-text.js';
import { fail, nowOf, type ApiInput, type HandlerMap, type RequestContext } from '../core/index.js';
import { acceptSliderToken, issueSliderToken } from '../security/slider-token.js';
import { duplicateTarget } from '../resources/check-rules.js';
import { formatOfRuleCode, formatProblem } from '@clinic/sdk/validators';
import { writeValue } from '../resources/engine/values.js';
import { valueTaken } from '../resources/engine/write.js';
import { resourcePermission } from '../resources/engine/access.js';

function mayWrite(ctx: RequestContext, name: string): boolean {
  return (['add', 'edit'] as const).some((op) => {
    const code = resourcePermission(name, op);
    return code === null || (ctx.user?.permissions.has(code) ?? false);
  });
}

async function duplicateCheck(input: ApiInput, ctx: RequestContext) {
  const q = input.query;
  const target = duplicateTarget(queryText(q.tableName), queryText(q.fieldName));
  if (!target) throw fail.business('不支持的校验字段');
  const value = queryText(q.fieldVal);
  if (value === '') return '该值可用！';
  const dataId = queryText(q.dataId).trim();
  const { decl, field } = target;
  // Whether a value is taken is the resource's data too: only a user who may write the resource asks.
  if (!mayWrite(ctx, decl.name)) throw fail.noPermission();
  const found = await valueTaken(ctx.db, decl, field, writeValue(field, value), ctx, dataId || undefined);
  if (found) throw fail.business('该值不可用，系统中已存在！');
  return '该值可用！';
}

async function checkRuleByCode(input: ApiInput) {
  const code = queryText(input.query.ruleCode);
  const format = formatOfRuleCode(code);
  if (!format) throw fail.business(`校验规则不存在: ${code.slice(0, 64)}`);
  const problem = formatProblem(format, queryText(input.query.value));
  if (problem) throw fail.business(problem);
  return null;
}

/** The request body validated by the contract (a JSON object). */
const fields = (input: ApiInput) => (input.body ?? {}) as Record<string, unknown>;

async function sliderToken(input: ApiInput, ctx: RequestContext) {
  const { offset, max } = fields(input) as { offset: number; max: number };
  if (offset < max) throw fail.business('请先完成滑块验证');
  return issueSliderToken(nowOf(ctx));
}

async function sliderVerify(input: ApiInput, ctx: RequestContext) {
  const { token } = fields(input) as { token: string };
  if (!(await acceptSliderToken(ctx.db, token, nowOf(ctx))))
    throw fail.business('滑块验证已失效，请重新验证');
  return null;
}

export const handlers: HandlerMap = { duplicateCheck, checkRuleByCode, sliderToken, sliderVerify };
