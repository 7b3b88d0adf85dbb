// React bindings of list-page (the framework-free surface is ./index.ts).
export { useListPage, type ListPage, type UseListPageOptions } from './use-list-page.js';
