// Public surface of the cron feature: the pure Quartz core from @clinic/sdk/cron, plus description and editor.

export * from '@clinic/sdk/cron';
export { describeCron, type DescribeResult } from './describe-cron.js';
export {
  createCronEditorModel,
  type CronEditorModel,
  type CronEditorOptions,
  type CronEditorSnapshot,
} from './cron-editor-model.js';
export { cronNumberBox, type CronNumberBox } from './cron-number-box.js';
