// React bindings of super-query (the framework-free surface is ./index.ts).
export { useSuperQuery, type SuperQuery, type UseSuperQueryOptions } from './use-super-query.js';
