// Build-time settings of this console: which application variant it is and where the API lives.
import { DEFAULT_APP_CODE, DEFAULT_APP_NAME } from '@clinic/hooks';

export const API_BASE_URL = '/jeecg-boot';
export const APP_CODE: string = import.meta.env.VITE_APP_CODE || DEFAULT_APP_CODE;
/** Web alias (BSC, YCBL) that selects its own login page; empty for none. */
export const WEB_ALIAS: string = import.meta.env.VITE_WEB_ALIAS || '';
/** The default logo title of the shared layout ("health service center"). */
export const APP_TITLE: string = DEFAULT_APP_NAME;
