// Named value formats: the one vocabulary resource declarations, the server's writes, checkByCode and forms share.
import { idCardCheckChar } from './id-card.js';
import { zhCN } from './messages.js';
import * as P from './patterns.js';

export interface NamedFormat {
  /** The whole value must match; also written into the contract as the property's `pattern`. */
  pattern: RegExp;
  message: string;
  /** An extra test beyond the pattern (the ID card's check digit). */
  test?: (value: string) => boolean;
}

/** 18-digit numbers carry the GB 11643 check character; 15-digit ones have none. */
function idCardCheckDigitOk(value: string): boolean {
  return value.length !== 18 || idCardCheckChar(value.slice(0, 17)) === value[17]!.toUpperCase();
}

export const NAMED_FORMATS = {
  /** The registration check of the spec: 1 then 3, 4, 5, 7 or 8. */
  mobile: { pattern: P.MOBILE_STRICT, message: zhCN.mobileInvalid },
  /** The spec's looser helper (1 then 3-9): stored phone numbers, since carriers now issue 16x and 19x. */
  mobileLoose: { pattern: P.MOBILE_LOOSE, message: zhCN.mobileInvalid },
  /** A contact number of an organisation: a mobile (1 then 3-9) or a landline with optional area code and extension. */
  phone: {
    pattern: /^(?:1[3-9]\d{9}|(?:0\d{2,3}-?)?[1-9]\d{6,7}(?:-\d{1,6})?)$/,
    message: '请输入正确的联系电话（手机号或座机号，如 010-12345678）',
  },
  email: { pattern: P.EMAIL, message: zhCN.emailInvalid },
  idCard: {
    pattern:
      /^(?:[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]|[1-9]\d{5}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3})$/,
    message: zhCN.idCardInvalid,
    test: idCardCheckDigitOk,
  },
  username: { pattern: P.USERNAME, message: zhCN.usernameInvalid },
  url: { pattern: P.HTTP_URL, message: zhCN.urlInvalid },
  qq: { pattern: P.QQ, message: zhCN.qqInvalid },
  naturalNumber: { pattern: P.NATURAL_NUMBER, message: zhCN.naturalNumberInvalid },
  landline: { pattern: P.LANDLINE, message: zhCN.landlineInvalid },
  bankCard: { pattern: P.BANK_CARD, message: zhCN.bankCardInvalid },
  certificate: { pattern: P.CERTIFICATE, message: zhCN.certificateInvalid },
  areaCode: { pattern: /^\d{6}$/, message: '请选择正确的省市区' },
  deptCode: {
    pattern: /^[A-Z][A-Z0-9]{1,9}$/,
    message: '编码以大写字母开头，由大写字母和数字组成，2到10位',
  },
  code: { pattern: /^[A-Za-z0-9_-]{1,64}$/, message: '编码只能由字母、数字、下划线和中划线组成' },
  /** `#RGB`, `#RRGGBB` or `#RRGGBBAA`: dictionary item and label colours. */
  color: {
    pattern: /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/,
    message: '请输入正确的颜色值，如 #1890FF',
  },
} as const satisfies Record<string, NamedFormat>;

export type FieldFormat = keyof typeof NAMED_FORMATS;

export function isFieldFormat(name: unknown): name is FieldFormat {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(NAMED_FORMATS, name);
}

/**
 * The rule codes `checkByCode` (GET /sys/checkRule/checkByCode) has always answered to, JeecgBoot-style snake_case,
 * mapped onto the named formats; a format's own name is a rule code too.
 */
export const RULE_CODE_ALIASES: Readonly<Record<string, FieldFormat>> = {
  id_card: 'idCard',
  dept_code: 'deptCode',
  position_code: 'code',
  mobile_loose: 'mobileLoose',
  bank_card: 'bankCard',
  natural_number: 'naturalNumber',
};

/** The named format a rule code stands for, or null when the code is unknown. */
export function formatOfRuleCode(code: string): FieldFormat | null {
  if (isFieldFormat(code)) return code;
  return Object.prototype.hasOwnProperty.call(RULE_CODE_ALIASES, code) ? RULE_CODE_ALIASES[code]! : null;
}

/** The format's message when a non-empty value breaks it, else null. */
export function formatProblem(format: FieldFormat, value: string): string | null {
  const rule: NamedFormat = NAMED_FORMATS[format];
  return rule.pattern.test(value) && (rule.test?.(value) ?? true) ? null : rule.message;
}
