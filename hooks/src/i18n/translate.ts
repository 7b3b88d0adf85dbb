// Looks a key up in the active catalog and fills `{name}` placeholders; zh-CN is the default and the fallback.
import { zhCN, type MessageKey } from './zh-cn.js';

export type Locale = 'zh-CN' | 'en-US';

// Only zh-CN ships with the first load (the login page's budget); another catalogue loads when it is chosen.
const catalogs: Partial<Record<Locale, Record<MessageKey, string>>> = { 'zh-CN': zhCN };
const loaders: Record<Locale, () => Promise<Record<MessageKey, string>>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('./en-us.js').then((module) => module.enUS),
};
let activeLocale: Locale = 'zh-CN';

/** Loads the locale's catalogue when needed, then makes it active. */
export async function setLocale(locale: Locale): Promise<void> {
  catalogs[locale] ??= await loaders[locale]();
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
  const template = catalogs[locale]?.[key] ?? zhCN[key];
  if (!params) return template;
  // A function replacer, so `$&` and friends inside user text (a saved query's name) stay literal.
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
