// Quartz cron, pure: the 7-part model, parse/compose, editor bounds and the one next-fire-time evaluator that the
// console's editor and the server's job runner share.

export * from './cron-types.js';
export { CRON_BOUNDS, boundOf, clampNumber, clampList, type Bound } from './cron-bounds.js';
export { DEFAULT_CRON, createDefaultModel } from './cron-defaults.js';
export { WEEKDAY_LABELS, PART_LABELS, DAY_MODE_LABELS, cronMessages } from './cron-messages.js';
export { composeCron, composeDay, composeNumeric } from './compose-cron.js';
export {
  parseCron,
  safeParseCron,
  CronParseError,
  type ParsedCron,
  type ParseCronOptions,
  type SafeParsedCron,
} from './parse-cron.js';
export { nextFireTimes, nextFireTimesOf } from './fire-times.js';
