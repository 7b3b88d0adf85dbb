// Field-format validators of shell-spec §5 and widgets-spec §5: each returns a ValidationResult with the zh-CN message.

import { zhCN } from './messages.js';
import * as P from './patterns.js';
import { OK, asText, fail, isEmptyValue, type ValidationResult, type Validator } from './result.js';

/** A rule that lets empty values through (a separate `required` decides) and tests the rest. */
export function patternRule(pattern: RegExp, message: string): Validator {
  return (value) => {
    if (isEmptyValue(value)) return OK;
    const text = asText(value);
    return text !== null && pattern.test(text) ? OK : fail(message);
  };
}

export function required(message: string = zhCN.required): Validator {
  return (value) => (isEmptyValue(value) ? fail(message) : OK);
}

/** Required mobile number; `loose` accepts 1 then 3-9 as the spec's second helper does. */
export function validateMobile(value: unknown, options: { loose?: boolean } = {}): ValidationResult {
  if (isEmptyValue(value)) return fail(zhCN.mobileRequired);
  const text = asText(value)?.trim() ?? '';
  return (options.loose ? P.MOBILE_LOOSE : P.MOBILE_STRICT).test(text) ? OK : fail(zhCN.mobileInvalid);
}

export function isMobile(value: string, options: { loose?: boolean } = {}): boolean {
  return (options.loose ? P.MOBILE_LOOSE : P.MOBILE_STRICT).test(value);
}

/** Required username: letters, digits, underscore, 4-18 long (see the USERNAME note on 6 vs 4). */
export function validateUsername(value: unknown): ValidationResult {
  if (isEmptyValue(value)) return fail(zhCN.usernameRequired);
  const text = asText(value) ?? '';
  return P.USERNAME.test(text) ? OK : fail(zhCN.usernameInvalid);
}

export const validateEmail = patternRule(P.EMAIL, zhCN.emailInvalid);
export const validateNaturalNumber = patternRule(P.NATURAL_NUMBER, zhCN.naturalNumberInvalid);
export const validateEnglishLetters = patternRule(P.ENGLISH_LETTERS, zhCN.englishInvalid);
export const validateLandline = patternRule(P.LANDLINE, zhCN.landlineInvalid);
export const validateBankCard = patternRule(P.BANK_CARD, zhCN.bankCardInvalid);
export const validateCertificateNo = patternRule(P.CERTIFICATE, zhCN.certificateInvalid);
export const validateQQ = patternRule(P.QQ, zhCN.qqInvalid);
export const validateHttpUrl = patternRule(P.HTTP_URL, zhCN.urlInvalid);
export const validateAlnumMax20 = patternRule(P.ALNUM_20, zhCN.alnum20Invalid);
export const validateNameText = patternRule(P.CJK_LETTERS_SPACES_2_100, zhCN.nameTextInvalid);
export const validateDigitsAndLineBreaks = patternRule(P.DIGITS_AND_LINE_BREAKS, zhCN.digitsLinesInvalid);

/** Counts code points, so that a character outside the BMP counts once, as users see it. */
export function textLength(text: string): number {
  return [...text].length;
}

export function minLength(n: number, message: string = zhCN.minLength(n)): Validator {
  return (value) => {
    if (isEmptyValue(value)) return OK;
    const text = asText(value);
    return text !== null && textLength(text) >= n ? OK : fail(message);
  };
}

export function maxLength(n: number, message: string = zhCN.maxLength(n)): Validator {
  return (value) => {
    if (isEmptyValue(value)) return OK;
    const text = asText(value);
    return text !== null && textLength(text) <= n ? OK : fail(message);
  };
}

export const validateMax255 = maxLength(255, zhCN.max255Invalid);

/** Checkbox groups hold an array of values, or the comma-joined string the wire carries. */
function itemCount(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'string') return value.split(',').filter((part) => part !== '').length;
  return 0;
}

export function minItems(n: number, message: string = zhCN.minItems(n)): Validator {
  return (value) => (itemCount(value) >= n ? OK : fail(message));
}

export function maxItems(n: number, message: string = zhCN.maxItems(n)): Validator {
  return (value) => (itemCount(value) <= n ? OK : fail(message));
}
