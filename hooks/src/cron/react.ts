// React bindings of cron (the framework-free surface is ./index.ts).
export { useCronEditor } from './use-cron-editor.js';
