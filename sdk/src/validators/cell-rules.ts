// Editable-table cell rules: required, unique ('only'), the named patterns and free regular expressions (widgets-spec §5).

import { zhCN } from './messages.js';
import { EMAIL, HTTP_URL, MOBILE_LOOSE } from './patterns.js';
import { OK, asText, fail, isEmptyValue, type ValidationResult } from './result.js';

export interface CellRule {
  required?: boolean;
  /** Value must not repeat among the other rows; `pattern: 'only'` means the same (the legacy spelling). */
  unique?: boolean;
  /** A named pattern (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money) or a regular expression source. */
  pattern?: string;
  /** Overrides the default message of the rule. */
  message?: string;
}

export interface CompiledPattern {
  ok: true;
  test: (text: string) => boolean;
  message: string;
}

export const NAMED_CELL_PATTERNS: Readonly<Record<string, { pattern: RegExp; message: string }>> = {
  'n6-16': { pattern: /^\d{6,16}$/, message: zhCN.cellDigits6to16 },
  '*6-16': { pattern: /^[\s\S]{6,16}$/u, message: zhCN.cellAny6to16 },
  's6-18': { pattern: /^[A-Za-z]{6,18}$/, message: zhCN.cellLetters6to18 },
  url: { pattern: HTTP_URL, message: zhCN.cellUrl },
  e: { pattern: EMAIL, message: zhCN.cellEmail },
  m: { pattern: MOBILE_LOOSE, message: zhCN.cellMobile },
  p: { pattern: /^[1-9]\d{5}$/, message: zhCN.cellPostcode },
  s: { pattern: /^[A-Za-z]+$/, message: zhCN.cellLetters },
  n: { pattern: /^-?\d+(?:\.\d+)?$/, message: zhCN.cellNumber },
  z: { pattern: /^-?\d+$/, message: zhCN.cellInteger },
  '*': { pattern: /\S/, message: zhCN.cellNotEmpty },
  money: { pattern: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/, message: zhCN.cellMoney },
};

const compiled = new Map<string, CompiledPattern | { ok: false; message: string }>();

/**
 * Resolves a pattern once and caches it. A bad regular expression becomes a failed result carrying a clear
 * message, so a misconfigured column reports itself on use instead of throwing while a page module loads.
 * `/source/flags` is accepted; `g` and `y` are dropped because they make `test` stateful.
 */
export function compileCellPattern(pattern: string): CompiledPattern | { ok: false; message: string } {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  let result: CompiledPattern | { ok: false; message: string };
  const named = NAMED_CELL_PATTERNS[pattern];
  if (named) {
    result = { ok: true, test: (text) => named.pattern.test(text), message: named.message };
  } else {
    const literal = /^\/([\s\S]+)\/([a-z]*)$/.exec(pattern);
    const source = literal ? literal[1]! : pattern;
    const flags = literal ? literal[2]!.replace(/[gy]/g, '') : '';
    try {
      const regex = new RegExp(source, flags);
      result = { ok: true, test: (text) => regex.test(text), message: zhCN.cellPatternMismatch };
    } catch {
      result = { ok: false, message: zhCN.cellBadPattern(pattern) };
    }
  }
  compiled.set(pattern, result);
  return result;
}

function sameValue(a: unknown, b: unknown): boolean {
  return asText(a) !== null ? asText(a) === asText(b) : a === b;
}

/** First failing rule wins, as the cell tooltip shows one message. `otherValues` are this column in the other rows. */
export function validateCell(
  value: unknown,
  rules: readonly CellRule[],
  otherValues: readonly unknown[] = [],
): ValidationResult {
  const empty = isEmptyValue(value);
  for (const rule of rules) {
    // '*' is the pattern spelling of "required", so it must see empty values too.
    if ((rule.required || rule.pattern === '*') && empty) return fail(rule.message ?? zhCN.required);
    if (empty) continue;
    if (rule.unique || rule.pattern === 'only') {
      if (otherValues.some((other) => sameValue(value, other))) return fail(rule.message ?? zhCN.cellUnique);
      if (rule.pattern === 'only' || !rule.pattern) continue;
    }
    if (rule.pattern) {
      const pattern = compileCellPattern(rule.pattern);
      if (!pattern.ok) return fail(pattern.message);
      const text = asText(value);
      if (text === null || !pattern.test(text)) return fail(rule.message ?? pattern.message);
    }
  }
  return OK;
}
