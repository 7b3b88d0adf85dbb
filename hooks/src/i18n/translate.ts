// Looks a key up in the active catalog and fills `{name}` placeholders; zh-CN is the default and the fallback.
import { enUS } from './en-us.js';
import { zhCN, type MessageKey } from './zh-cn.js';

export type Locale = 'zh-CN' | 'en-US';

const catalogs: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
let activeLocale: Locale = 'zh-CN';

export function setLocale(locale: Locale): void {
  activeLocale = locale;
}

export function getLocale(): Locale {
  return activeLocale;
}

export function t(
  key: MessageKey,
  params?: Record<string, string | number>,
  locale: Locale = activeLocale,
): string {
  const template = catalogs[locale][key] ?? zhCN[key];
  if (!params) return template;
  // A function replacer, so `$&` and friends inside user text (a saved query's name) stay literal.
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
