// React bindings of the health-file feature (the framework-free surface is ./index.ts).
export { useHealthFile } from './use-health-file.js';
