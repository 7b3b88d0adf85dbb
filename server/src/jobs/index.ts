// The jobs every server process schedules (issue-specific jobs add their definitions here).
import type { JobDefinition } from './job-runner.js';
import { housekeepingJob } from './housekeeping.js';

export { createJobRunner, every, type JobDefinition, type JobRunner } from './job-runner.js';
export { quartzJobSource } from './quartz-jobs.js';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export function scheduledJobs(env: NodeJS.ProcessEnv = process.env): JobDefinition[] {
  const interval = Number(env.HOUSEKEEPING_INTERVAL_MS ?? HOUSEKEEPING_INTERVAL_MS);
  return [housekeepingJob(interval)];
}
