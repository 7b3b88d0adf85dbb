// Settings of this console: which application variant it is (build time, overridable at runtime) and where the API lives.
import {
  ADMINISTRATOR_PERMISSION,
  DEFAULT_APP_CODE,
  DEFAULT_APP_NAME,
  STATIC_FILE_ROUTE,
} from '@clinic/hooks';
import { resolveVariant } from './resolve-variant';

export const API_BASE_URL = '/jeecg-boot';
/**
 * Where stored files are served (shell-spec 7.1): VITE_STATIC_DOMAIN (a file server or CDN), else the API's own
 * static route, read with the session's headers.
 */
export const STATIC_DOMAIN: string =
  import.meta.env.VITE_STATIC_DOMAIN || `${API_BASE_URL}${STATIC_FILE_ROUTE}`;
/** The API reference the server serves (Scalar over the contract). */
export const API_DOCS_URL = '/docs/';
/** Who sees the footer link to it: administrators, the ones who manage users and set up integrations. */
export const API_DOCS_PERMISSION = ADMINISTRATOR_PERMISSION;

/**
 * `?appCode=TB-D-WEB` / `?webAlias=BSC` on any address (or localStorage `CLINIC_APP_CODE` /
 * `CLINIC_WEB_ALIAS`) overrides the build's VITE_APP_CODE / VITE_WEB_ALIAS, so one build can be
 * driven as every variant (e2e). An empty value (`?appCode=`) forgets the override.
 */
const variant = resolveVariant({
  buildAppCode: import.meta.env.VITE_APP_CODE || DEFAULT_APP_CODE,
  buildWebAlias: import.meta.env.VITE_WEB_ALIAS || '',
  search: typeof location === 'undefined' ? '' : location.search,
  storage: typeof localStorage === 'undefined' ? null : localStorage,
});

export const APP_CODE: string = variant.appCode;
/** Web alias (BSC, YCBL) that selects its own login page; empty for none. */
export const WEB_ALIAS: string = variant.webAlias;
/** The default logo title of the shared layout ("health service center"). */
export const APP_TITLE: string = DEFAULT_APP_NAME;
/** The mobile dynamic-form build (VITE_MOBILE_DYNAMIC_FORM=1): / goes to /dynamicForm/login, nothing else is guarded. */
export const MOBILE_DYNAMIC_FORM: boolean = import.meta.env.VITE_MOBILE_DYNAMIC_FORM === '1';
