// React bindings of core (the framework-free surface is ./index.ts).
export { useModelState } from './use-model-state.js';
