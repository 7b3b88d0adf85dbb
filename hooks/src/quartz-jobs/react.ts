// React surface of the scheduled-job feature: the hook over the 启动/暂停/执行一次 model.
export { useQuartzJobActions } from './use-quartz-job-actions.js';
