// The header greeting (shell-spec 2.9, 9): period of day words and the desktop-only welcome.
import { greetingPeriod, type GreetingPeriod } from '@clinic/sdk/wire';
import type { Device } from '../tabs/tab-rules.js';

// The period words are a wire rule: the server's login welcome uses the same ones.
export { greetingPeriod, type GreetingPeriod } from '@clinic/sdk/wire';

/** How often a live greeting is recomputed, so the period word follows the clock. */
export const GREETING_TICK_MS = 60_000;

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
