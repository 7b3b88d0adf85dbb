// Public surface of the router seam: the contract and the adapters shipped for memory, TanStack Router, react-router.
export type { NavigateOptions, RouterAdapter, SearchParams } from './router-adapter.js';
export { parseHref } from './router-adapter.js';
export { createMemoryRouterAdapter, type MemoryRouterAdapter } from './memory-router-adapter.js';
export { createTanStackRouterAdapter, type TanStackRouterLike } from './tanstack-router-adapter.js';
export { createReactRouterAdapter, stripBasename, type ReactRouterLike } from './react-router-adapter.js';
