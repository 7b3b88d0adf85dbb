// Chinese description of a Quartz expression, through cronstrue 3 and its zh_CN locale.

import cronstrue from 'cronstrue';
// The locale module registers itself on cronstrue when loaded.
import 'cronstrue/locales/zh_CN.js';
import { cronMessages } from '@clinic/sdk/cron';

export type DescribeResult = { ok: true; text: string } | { ok: false; message: string };

/** Never throws: an expression cronstrue cannot read gives a Chinese message instead. */
export function describeCron(expression: string): DescribeResult {
  try {
    const text = cronstrue.toString(expression.trim(), {
      locale: 'zh_CN',
      // Quartz numbers weekdays 1 (Sunday) to 7.
      dayOfWeekStartIndexZero: false,
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
    });
    return { ok: true, text };
  } catch {
    return { ok: false, message: cronMessages.describeFailed };
  }
}
