// React bindings of settings (the framework-free surface is ./index.ts).
export { useHeaderHidden } from './use-settings.js';
