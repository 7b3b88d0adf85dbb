// React binding of the greeting: recomputed every minute so the period word follows the clock.
import { useEffect, useState } from 'react';
import { GREETING_TICK_MS, headerGreeting, type Greeting, type GreetingInput } from './greeting.js';

export function useGreeting({ name, device }: Omit<GreetingInput, 'now'>): Greeting | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), GREETING_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return headerGreeting({ name, device, now });
}
