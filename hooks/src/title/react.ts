// React bindings of title (the framework-free surface is ./index.ts).
export { useDocumentTitle } from './use-document-title.js';
