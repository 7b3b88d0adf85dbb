// The dictionary items a login answer carries (sysAllDictItems, shell-spec 4.1) go into the dictionary cache at once.
import type { DictCache, DictOption } from './dict-cache.js';

function isOption(value: unknown): value is DictOption {
  const option = value as Partial<DictOption> | null;
  return typeof option?.value === 'string' && typeof option.text === 'string';
}

/** Picks the well-formed dictionaries out of a login result; anything else is ignored. */
export function loginDictItems(result: unknown): Record<string, DictOption[]> {
  const all = (result as { sysAllDictItems?: unknown } | null | undefined)?.sysAllDictItems;
  if (!all || typeof all !== 'object') return {};
  const picked: Record<string, DictOption[]> = {};
  for (const [code, items] of Object.entries(all as Record<string, unknown>)) {
    if (Array.isArray(items) && items.every(isOption)) picked[code] = items;
  }
  return picked;
}

/** Seeds the cache from a login result; returns how many dictionaries were stored. */
export function seedDictCacheFromLogin(cache: DictCache, result: unknown): number {
  return cache.fill(loginDictItems(result));
}
