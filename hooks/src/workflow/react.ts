// React bindings of workflow (the framework-free surface is ./index.ts).
export { useWorkflowConfig } from './use-workflow-config.js';
