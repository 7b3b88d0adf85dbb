// React bindings of public-pages (the framework-free surface is ./index.ts).
export { usePublicPage } from './use-public-page.js';
