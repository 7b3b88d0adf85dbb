// Public surface of the router seam.
export type { NavigateOptions, RouterAdapter, SearchParams } from './router-adapter.js';
export { parseHref } from './router-adapter.js';
export { createMemoryRouterAdapter, type MemoryRouterAdapter } from './memory-router-adapter.js';
