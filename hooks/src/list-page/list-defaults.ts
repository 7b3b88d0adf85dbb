// The list page's constants from widgets-spec section 9.
import type { Sorter } from './list-types.js';

export const DEFAULT_PAGE_SIZE = 30;
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 30, 50, 100, 300, 500, 1000];
export const DEFAULT_SORTER: Sorter = { column: 'createTime', order: 'desc' };
/** Business code of "no permission" in the envelope: the list shows the server's message as a warning. */
export const NO_PERMISSION_CODE = 510;
