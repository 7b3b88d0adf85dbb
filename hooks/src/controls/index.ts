// Public surface of the form controls' headless rules.
export * from './slider-model.js';
export * from './numeric-input.js';
export * from './choice-rules.js';
export * from './template-textarea.js';
export * from './date-picker.js';
export * from './select-options.js';
