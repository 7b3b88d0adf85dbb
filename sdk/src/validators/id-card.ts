// Chinese resident ID numbers: GB 11643 MOD 11-2 check digit, 15-digit legacy form, and the gender/birthday/age parser.

import { zhCN } from './messages.js';
import { ID_CARD_15, ID_CARD_18 } from './patterns.js';
import { OK, asText, fail, isEmptyValue, type ValidationResult } from './result.js';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

export interface IdCardInfo {
  /** '1' male, '2' female: the dictionary values the rest of the product uses. */
  gender: '1' | '2';
  /** YYYY-MM-DD */
  birthday: string;
  age: number;
}

/** The check character for the first 17 digits, or null when they are not 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  sequenceDigit: number;
}

function splitIdCard(id: string): Parts | null {
  if (id.length === 18) {
    if (!ID_CARD_18.test(id)) return null;
    if (idCardCheckChar(id.slice(0, 17)) !== id[17]!.toUpperCase()) return null;
    return {
      year: +id.slice(6, 10),
      month: +id.slice(10, 12),
      day: +id.slice(12, 14),
      sequenceDigit: +id[16]!,
    };
  }
  if (id.length === 15) {
    if (!ID_CARD_15.test(id)) return null;
    // First-generation cards were issued only to people born in the 1900s.
    return {
      year: 1900 + +id.slice(6, 8),
      month: +id.slice(8, 10),
      day: +id.slice(10, 12),
      sequenceDigit: +id[14]!,
    };
  }
  return null;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Whole years completed at `at` (local calendar date). */
export function ageAt(year: number, month: number, day: number, at: Date): number {
  const y = at.getFullYear();
  const m = at.getMonth() + 1;
  const d = at.getDate();
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}

/** Parses a valid ID number; null for anything invalid (bad format, bad check digit, impossible or future date). */
export function parseIdCard(value: string, at: Date = new Date()): IdCardInfo | null {
  const id = value.trim();
  const parts = splitIdCard(id);
  if (!parts || !isRealDate(parts.year, parts.month, parts.day)) return null;
  const age = ageAt(parts.year, parts.month, parts.day, at);
  if (age < 0) return null;
  return {
    gender: parts.sequenceDigit % 2 === 1 ? '1' : '2',
    birthday: `${parts.year}-${pad2(parts.month)}-${pad2(parts.day)}`,
    age,
  };
}

/** Optional ID-number field: empty passes, anything else must parse. Future birthdays are judged against `at`. */
export function validateIdCard(value: unknown, at: Date = new Date()): ValidationResult {
  if (isEmptyValue(value)) return OK;
  const text = asText(value);
  return text !== null && parseIdCard(text, at) ? OK : fail(zhCN.idCardInvalid);
}

export function isIdCard(value: string, at: Date = new Date()): boolean {
  return parseIdCard(value, at) !== null;
}

/** What a record's ID card number fixes (性别, 出生日期, 年龄) and which of the values it holds contradict it. */
export interface IdCardAgreement {
  info: IdCardInfo;
  /** Chinese messages, one per contradicting field; empty when the record agrees with its ID card. */
  conflicts: string[];
}

/**
 * The one rule the form's fill and the server's save share: a valid ID card number decides sex and birthday (an empty
 * one is filled, a different one contradicts it) and the age at `at`. Null when the number is empty or invalid:
 * then nothing is derived and the values stand as given.
 */
export function idCardAgreement(
  idCard: unknown,
  given: { sex?: unknown; birthday?: unknown },
  at: Date = new Date(),
): IdCardAgreement | null {
  const text = asText(idCard);
  const info = text === null || text.trim() === '' ? null : parseIdCard(text, at);
  if (!info) return null;
  const conflicts: string[] = [];
  const sex = isEmptyValue(given.sex) ? null : String(given.sex);
  if (sex !== null && sex !== info.gender)
    conflicts.push(zhCN.idCardSexConflict(info.gender === '1' ? '男' : '女'));
  const birthday = isEmptyValue(given.birthday) ? null : String(given.birthday).slice(0, 10);
  if (birthday !== null && birthday !== info.birthday)
    conflicts.push(zhCN.idCardBirthdayConflict(info.birthday));
  return { info, conflicts };
}
