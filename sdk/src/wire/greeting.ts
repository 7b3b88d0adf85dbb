// The greeting's period-of-day words (shell-spec 9): the login answer's welcome and the header greet alike.

export type GreetingPeriod = '早上好' | '上午好' | '中午好' | '下午好' | '晚上好';

/** Before 9 morning, until 11 forenoon, until 13 noon, before 20 afternoon, otherwise evening. */
export function greetingPeriod(hour: number): GreetingPeriod {
  // "until 11" and "until 13" include the whole hour (11:59 is still forenoon), as JeecgBoot's timeFix does.
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}
