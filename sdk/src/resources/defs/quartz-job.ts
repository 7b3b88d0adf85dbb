// 定时任务 (/sys/quartzJob): jobs the server runs on a Quartz cron schedule, per tenant; 启动/暂停/执行一次 and the
// run log are operations of their own (openapi/paths/quartz-job.yaml).
import { defineResource } from '../define.js';

export default defineResource({
  name: 'quartzJob',
  title: '定时任务',
  tag: 'quartzJob',
  base: '/sys/quartzJob',
  table: 'sys_quartz_job',
  permission: 'system:quartzJob',
  description:
    'Scheduled jobs of the tenant: which of the server-known handlers runs, on which Quartz cron schedule; status 0 running, -1 paused. nextFireTimes is computed on read.',
  operations: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  dictionaries: [
    {
      code: 'quartz_job_handler',
      name: '定时任务类型',
      items: [
        { value: 'overdueFollowupReminder', text: '逾期随访提醒' },
        { value: 'unreadMessageDigest', text: '未读消息汇总' },
      ],
    },
    {
      code: 'quartz_job_status',
      name: '定时任务状态',
      items: [
        { value: '0', text: '运行中', color: 'green' },
        { value: '-1', text: '已暂停', color: 'orange' },
      ],
    },
    {
      code: 'quartz_job_result',
      name: '定时任务执行结果',
      items: [
        { value: '1', text: '成功', color: 'green' },
        { value: '0', text: '失败', color: 'red' },
      ],
    },
  ],
  fields: [
    {
      name: 'jobName',
      title: '任务名称',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'jobClassName',
      title: '任务类型',
      type: 'string',
      required: true,
      dict: 'quartz_job_handler',
      enum: ['overdueFollowupReminder', 'unreadMessageDigest'],
      sortable: true,
      show: { query: true },
      description: 'The server-known handler the job runs.',
    },
    {
      name: 'cronExpression',
      title: 'Cron表达式',
      type: 'string',
      required: true,
      maxLength: 120,
      widget: 'cron',
      description: 'Quartz, seven parts: seconds minutes hours day-of-month month day-of-week year.',
    },
    {
      name: 'status',
      title: '状态',
      type: 'string',
      dict: 'quartz_job_status',
      enum: ['0', '-1'],
      default: '0',
      sortable: true,
      show: { query: true },
      description: '0 running (fires on its schedule), -1 paused.',
    },
    {
      name: 'description',
      title: '描述',
      type: 'string',
      maxLength: 500,
      show: { list: false },
    },
    {
      name: 'nextFireTimes',
      title: '下次执行时间',
      type: 'string',
      virtual: true,
      readonly: true,
      show: { list: true },
      description:
        'The next five fire times (server local time, YYYY-MM-DD HH:mm:ss), comma-joined; empty when paused.',
    },
    { name: 'lastRunTime', title: '上次执行时间', type: 'datetime', readonly: true, sortable: true },
    {
      name: 'lastResult',
      title: '上次结果',
      type: 'string',
      dict: 'quartz_job_result',
      enum: ['1', '0'],
      readonly: true,
      description: '1 success, 0 failure.',
    },
    {
      name: 'lastMessage',
      title: '执行信息',
      type: 'string',
      maxLength: 2000,
      readonly: true,
      show: { list: false },
    },
  ],
  menu: { parent: 'system', path: '/system/quartzJob', title: '定时任务', icon: 'clock-circle' },
});
