// A role's data rules (数据规则) on the wire: the conditions a rule may use, the session variables a value may name,
// and the Chinese labels the console shows for them; the server turns a rule into bound SQL with the same vocabulary.

export const DATA_RULE_CONDITIONS = ['eq', 'ne', 'like', 'gt', 'ge', 'lt', 'le', 'in'] as const;
export type DataRuleCondition = (typeof DATA_RULE_CONDITIONS)[number];

export const DATA_RULE_CONDITION_LABELS: Record<DataRuleCondition, string> = {
  eq: '等于',
  ne: '不等于',
  like: '包含',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
  in: '在…中',
};

/** Session variables (JeecgBoot's #{...}): a rule value that is exactly one of these reads the signed-in user's. */
export const DATA_RULE_VARIABLES = ['#{sys_user_id}', '#{sys_user_code}', '#{sys_org_code}'] as const;
export type DataRuleVariable = (typeof DATA_RULE_VARIABLES)[number];

export const DATA_RULE_VARIABLE_LABELS: Record<DataRuleVariable, string> = {
  '#{sys_user_id}': '当前用户ID',
  '#{sys_user_code}': '当前用户账号',
  '#{sys_org_code}': '当前部门编码',
};

export function isDataRuleCondition(value: unknown): value is DataRuleCondition {
  return typeof value === 'string' && (DATA_RULE_CONDITIONS as readonly string[]).includes(value);
}

export function isDataRuleVariable(value: unknown): value is DataRuleVariable {
  return typeof value === 'string' && (DATA_RULE_VARIABLES as readonly string[]).includes(value);
}

/** The problem with a rule's value in Chinese, or null: a `#{` names a known variable or nothing at all. */
export function dataRuleValueProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return '请填写规则值';
  if (v.length > 255) return '规则值过长';
  if (v.includes('#{') && !isDataRuleVariable(v)) return `规则值中的系统变量不存在：${v.slice(0, 40)}`;
  return null;
}
