// Public surface of the cron feature: Quartz model, parse/compose, bounds, fire times, description, editor.

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
export { describeCron, type DescribeResult } from './describe-cron.js';
export {
  createCronEditorModel,
  type CronEditorModel,
  type CronEditorOptions,
  type CronEditorSnapshot,
} from './cron-editor-model.js';
export { useCronEditor } from './use-cron-editor.js';
export { cronNumberBox, type CronNumberBox } from './cron-number-box.js';
