// React bindings of message-center (the framework-free surface is ./index.ts).
export { useMessageCenter } from './use-message-center.js';
