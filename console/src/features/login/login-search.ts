// Query parameters a login page understands: where to go after, and the SSO / third-party entry points.

export interface LoginSearch {
  redirect?: string;
  /** Single sign-on: a CAS ticket to validate. */
  ticket?: string;
  /** Third-party login: a token and its provider type. */
  thirdToken?: string;
  thirdType?: string;
}

const KEYS = ['redirect', 'ticket', 'thirdToken', 'thirdType'] as const;

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const out: LoginSearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}
