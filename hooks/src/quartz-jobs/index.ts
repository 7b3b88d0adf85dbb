// Public surface of the scheduled-job feature: 启动/暂停/执行一次, the next fire times and the run log.
export {
  JOB_PAUSED,
  JOB_RUNNING,
  canPause,
  canResume,
  createQuartzJobActionsModel,
  fireTimesOf,
  quartzJobActionsTransportOf,
  type JobRun,
  type QuartzJobActionsModel,
  type QuartzJobActionsSnapshot,
  type QuartzJobActionsTransport,
} from './quartz-job-actions-model.js';
export {
  createJobRunLogModel,
  runResultText,
  type JobRunLogModel,
  type JobRunLogSnapshot,
} from './job-run-log-model.js';
