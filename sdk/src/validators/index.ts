// Public surface of @clinic/sdk/validators: pure rules shared by the server, the hooks and the browser.

export * from './result.js';
export { zhCN as validatorMessages, type ValidatorMessages } from './messages.js';
export * as patterns from './patterns.js';
export * from './field-formats.js';
export * from './id-card.js';
export * from './bmi.js';
export * from './cell-rules.js';
export * from './named-formats.js';
export * from './rich-text-style.js';
