// React bindings of greeting (the framework-free surface is ./index.ts).
export { useGreeting } from './use-greeting.js';
