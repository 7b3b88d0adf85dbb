// Public surface of the message catalogs.
export { zhCN, type MessageKey } from './zh-cn.js';
export { enUS } from './en-us.js';
export { t, setLocale, getLocale, type Locale } from './translate.js';
