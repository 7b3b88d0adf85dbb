// The feedback resource (/system/feedback): admin list and reply; the submitter is always the signed-in user.
import { fail } from '../http/types.js';
import { defineResource } from './engine/types.js';

export const feedbackResource = defineResource({
  name: 'feedback',
  title: '意见反馈',
  table: 'feedback',
  fields: [
    {
      name: 'userId',
      title: '反馈人',
      type: 'string',
      queryable: true,
      dictTable: { table: 'sys_user', text: 'realname', code: 'id', tenantScoped: false },
    },
    { name: 'content', title: '反馈内容', type: 'string', required: true, maxLength: 2000, queryable: true },
    { name: 'contact', title: '联系方式', type: 'string', maxLength: 100 },
    {
      name: 'type',
      title: '反馈类型',
      type: 'dict',
      dictCode: 'feedback_type',
      queryable: true,
      sortable: true,
    },
    {
      name: 'status',
      title: '处理状态',
      type: 'dict',
      dictCode: 'feedback_status',
      queryable: true,
      sortable: true,
    },
    { name: 'reply', title: '回复', type: 'string', maxLength: 2000 },
    { name: 'replyTime', title: '回复时间', type: 'datetime', readonly: true, sortable: true },
  ],
  hooks: {
    beforeAdd: (values, ctx) => {
      if (!ctx.user) throw fail.unauthorized();
      values.userId = ctx.user.id;
      values.status = '0';
    },
    beforeEdit: (values) => {
      // Who wrote it and what they wrote stay as submitted; an edit answers it.
      delete values.userId;
      delete values.content;
      if (typeof values.reply === 'string' && values.reply.trim()) values.status = '1';
    },
  },
});
