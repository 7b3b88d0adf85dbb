// Public surface of the header greeting (shell-spec 2.9, 9).
export {
  greetingPeriod,
  headerGreeting,
  welcomeText,
  type Greeting,
  type GreetingInput,
  type GreetingPeriod,
} from './greeting.js';
export { GREETING_TICK_MS, useGreeting } from './use-greeting.js';
