// A cron editor number box under the form integer-input rule (controls/numeric-input): keystrokes that cannot make a
// number are refused, a decimal point is kept and the box says what it will round to, leaving it rounds (12.7 → 13,
// never 127) and the editor clamps to the field's bounds with its own notice.
import { isNumericDraft, integerRoundingNotice, normalizeNumber } from '../controls/numeric-input.js';
import { boundOf, type CronPartName } from '@clinic/sdk/cron';

export interface CronNumberBox {
  /** False: the keystroke is refused and the box keeps its text. */
  accepts(text: string): boolean;
  /** While typing: what leaving the box will round to, or null. */
  hint(text: string): string | null;
  /** A whole number inside the bounds, passed on at once so the expression follows the typing; else null. */
  live(text: string): number | null;
  /** On leaving: the number to hand the editor (which rounds and clamps with a notice), or null to put the value back. */
  commit(text: string): number | null;
}

export function cronNumberBox(part: CronPartName, field: string): CronNumberBox {
  const bound = boundOf(part, field);
  return {
    accepts: isNumericDraft,
    hint: (text) => integerRoundingNotice(text, bound),
    live(text) {
      if (!/^\d+$/.test(text)) return null;
      const value = Number(text);
      return value >= bound.min && value <= bound.max ? value : null;
    },
    commit: (text) => normalizeNumber(text),
  };
}
