// The editable table's constants (widgets-spec 9): insert guard, throttle, order key, row height, max height.

export const INSERT_GUARD_MS = 1500;
/** widgets-spec 9: the default throttle of the table; asynchronous rules wait this long after the last keystroke. */
export const ASYNC_RULE_DELAY_MS = 300;
export const DEFAULT_ORDER_KEY = 'orderNum';
export const ROW_HEIGHT = 61;
export const DEFAULT_MAX_HEIGHT = 400;
