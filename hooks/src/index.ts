// Public surface of @clinic/hooks: one export line per feature (features append theirs).
export * from './router/index.js';
export * from './session/index.js';
export * from './i18n/index.js';
export * from './list-page/index.js';
export * from './cron/index.js';
export * from './super-query/index.js';
export * from './title/index.js';
export * from './permission/index.js';
export * from './tabs/index.js';
export * from './menu/index.js';
export * from './settings/index.js';
export * from './layout/index.js';
export * from './messages/index.js';
export * from './announcements/index.js';
export * from './greeting/index.js';
export * from './idle/index.js';
