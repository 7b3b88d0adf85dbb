// The running application variant: build values, overridden by a query parameter or a stored override.

export const APP_CODE_OVERRIDE_KEY = 'CLINIC_APP_CODE';
export const WEB_ALIAS_OVERRIDE_KEY = 'CLINIC_WEB_ALIAS';

/** Only codes shaped like the spec's (letters, digits, dashes) are honoured. */
const VALID = /^[A-Za-z0-9-]{1,32}$/;

export interface VariantInput {
  buildAppCode: string;
  buildWebAlias: string;
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export interface Variant {
  appCode: string;
  webAlias: string;
}

function pick(param: string | null, key: string, fallback: string, storage: VariantInput['storage']): string {
  try {
    if (param !== null) {
      if (param === '' || !VALID.test(param)) storage?.removeItem(key);
      else storage?.setItem(key, param);
    }
    const stored = storage?.getItem(key) ?? null;
    if (stored && VALID.test(stored)) return stored;
  } catch {
    // Storage blocked: the query value still applies to this page load.
  }
  return param && VALID.test(param) ? param : fallback;
}

export function resolveVariant({ buildAppCode, buildWebAlias, search, storage }: VariantInput): Variant {
  const query = new URLSearchParams(search);
  return {
    appCode: pick(query.get('appCode'), APP_CODE_OVERRIDE_KEY, buildAppCode, storage),
    webAlias: pick(query.get('webAlias'), WEB_ALIAS_OVERRIDE_KEY, buildWebAlias, storage),
  };
}
