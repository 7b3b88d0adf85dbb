// The header greeting (shell-spec 2.9, 9): period of day words and the desktop-only welcome.
import type { Device } from '../tabs/tab-rules.js';

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

export function welcomeText(name: string): string {
  return `欢迎，${name}`;
}

export interface Greeting {
  period: GreetingPeriod;
  /** 欢迎，{name} */
  welcome: string;
}

export interface GreetingInput {
  /** realname, else username. */
  name: string | null | undefined;
  device: Device;
  now?: Date;
}

/** The header greets on desktop only; mobile (and a user without a name) gets none. */
export function headerGreeting({ name, device, now = new Date() }: GreetingInput): Greeting | null {
  const shown = (name ?? '').trim();
  if (device !== 'desktop' || shown === '') return null;
  return { period: greetingPeriod(now.getHours()), welcome: welcomeText(shown) };
}
