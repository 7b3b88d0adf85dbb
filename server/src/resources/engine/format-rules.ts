// Named value formats (mobile, ID card, codes): checkByCode answers with them and declared fields are written through them.
import { idCardCheckChar } from '@clinic/sdk/validators';
export interface CheckRule {
  pattern: RegExp;
  message: string;
  /** extra test beyond the pattern (ID card check digit) */
  test?: (value: string) => boolean;
}

/** 18-digit numbers must carry the GB 11643 check character (the SDK's); 15-digit ones have none. */
function idCardOk(v: string): boolean {
  return v.length !== 18 || idCardCheckChar(v.slice(0, 17)) === v[17]!.toUpperCase();
}

const RULES = {
  mobile: { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
  email: { pattern: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, message: '请输入正确的电子邮件' },
  id_card: {
    pattern: /^(\d{15}|\d{6}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx])$/,
    message: '请输入正确的身份证号码',
    test: idCardOk,
  },
  username: { pattern: /^[A-Za-z0-9_]{4,18}$/, message: '用户名只能由字母、数字、下划线组成，长度6到18位' },
  dept_code: {
    pattern: /^[A-Z][A-Z0-9]{1,9}$/,
    message: '编码以大写字母开头，由大写字母和数字组成，2到10位',
  },
  position_code: { pattern: /^[A-Za-z0-9_-]{1,64}$/, message: '编码只能由字母、数字、下划线和中划线组成' },
} satisfies Record<string, CheckRule>;

export type FormatRuleName = keyof typeof RULES;

/** By code, for checkByCode (any text) and for declared fields (a FormatRuleName). */
export const FORMAT_RULES: Readonly<Record<string, CheckRule>> = RULES;

/** The rule's message when the value breaks it, else null. */
export function ruleProblem(rule: CheckRule, value: string): string | null {
  return rule.pattern.test(value) && (rule.test?.(value) ?? true) ? null : rule.message;
}

export function formatProblem(rule: FormatRuleName, value: string): string | null {
  return ruleProblem(RULES[rule], value);
}
