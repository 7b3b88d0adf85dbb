// Public surface of the area linkage.
export * from './area-linkage-model.js';
export { areaLoader } from './sdk-area-loader.js';
