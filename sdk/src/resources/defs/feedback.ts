// 意见反馈 (/system/feedback): what users report; administrators answer it, others see only their own.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'feedback',
  title: '意见反馈',
  tag: 'feedback',
  base: '/system/feedback',
  permission: 'system:feedback',
  description:
    'Feedback records. Without system:feedback:edit a user lists and reads only their own; the submitter is always the signed-in user.',
  listParams: [{ name: 'mine', description: "'1' lists only the signed-in user's own feedback." }],
  fields: [
    {
      name: 'userId',
      title: '反馈人',
      type: 'string',
      ref: 'user',
      required: true,
      readonly: true,
      description: 'Submitting user (set by the server).',
    },
    {
      name: 'content',
      title: '反馈内容',
      type: 'text',
      required: true,
      maxLength: 2000,
      filter: 'like',
      show: { list: true },
    },
    { name: 'contact', title: '联系方式', type: 'string', maxLength: 100 },
    {
      name: 'type',
      title: '反馈类型',
      type: 'string',
      dict: 'feedback_type',
      default: '1',
      sortable: true,
      show: { query: true },
    },
    {
      name: 'status',
      title: '处理状态',
      type: 'string',
      dict: 'feedback_status',
      enum: ['0', '1'],
      default: '0',
      sortable: true,
      show: { query: true },
      description: 'Dictionary feedback_status: 0 submitted, 1 replied.',
    },
    { name: 'reply', title: '回复', type: 'text', maxLength: 2000, show: { list: true } },
    { name: 'replyTime', title: '回复时间', type: 'datetime', readonly: true, sortable: true },
  ],
  menu: { parent: 'system', path: '/system/feedback/list', title: '反馈记录', icon: 'message' },
});
