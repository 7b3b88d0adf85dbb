// React bindings of idle (the framework-free surface is ./index.ts).
export { useIdle } from './use-idle.js';
