// Public surface of the header greeting (shell-spec 2.9, 9).
export {
  GREETING_TICK_MS,
  greetingPeriod,
  headerGreeting,
  welcomeText,
  type Greeting,
  type GreetingInput,
  type GreetingPeriod,
} from './greeting.js';
