// Public surface of the app-variant table.
export * from './app-variants.js';
