// The announcement resource (/sys/annountCement): admin CRUD over announcements; HTML is sanitised on every write
// and again on every read, release and revoke are operations of their own (handlers/announcement.ts).
import { sanitizeHtml } from './announcement-html.js';
import { defineResource } from './engine/types.js';

function cleanContent(values: Record<string, unknown>): void {
  if ('msgContent' in values) values.msgContent = sanitizeHtml(values.msgContent);
}

export const announcementResource = defineResource({
  name: 'announcement',
  title: '通知公告',
  table: 'announcement',
  softDelete: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    {
      name: 'titile',
      title: '标题',
      type: 'string',
      required: true,
      maxLength: 100,
      queryable: true,
      sortable: true,
    },
    { name: 'msgContent', title: '内容', type: 'string', default: '', exportable: false },
    { name: 'msgAbstract', title: '摘要', type: 'string', maxLength: 500 },
    { name: 'sender', title: '发布人', type: 'string', maxLength: 100, queryable: true, sortable: true },
    {
      name: 'sendTime',
      title: '发布时间',
      type: 'datetime',
      readonly: true,
      queryable: true,
      sortable: true,
    },
    { name: 'startTime', title: '开始时间', type: 'datetime', queryable: true, sortable: true },
    { name: 'endTime', title: '结束时间', type: 'datetime', queryable: true, sortable: true },
    {
      name: 'msgCategory',
      title: '消息类型',
      type: 'dict',
      dictCode: 'msg_category',
      queryable: true,
      sortable: true,
    },
    { name: 'msgClassify', title: '消息分类', type: 'string', maxLength: 64, queryable: true },
    { name: 'msgColor', title: '标题颜色', type: 'string', maxLength: 32 },
    { name: 'msgType', title: '通告对象类型', type: 'dict', dictCode: 'msg_type', queryable: true },
    {
      name: 'userIds',
      title: '指定用户',
      type: 'string',
      maxLength: 20000,
      multiple: true,
      refersTo: { table: 'sys_user', code: 'id' },
    },
    { name: 'openType', title: '打开方式', type: 'string', maxLength: 32 },
    { name: 'openPage', title: '打开页面', type: 'string', maxLength: 255 },
    { name: 'busId', title: '业务ID', type: 'string', maxLength: 64 },
    { name: 'busType', title: '业务类型', type: 'string', maxLength: 64 },
    {
      name: 'priority',
      title: '优先级',
      type: 'dict',
      dictCode: 'priority',
      queryable: true,
      sortable: true,
    },
    {
      name: 'sendStatus',
      title: '发布状态',
      type: 'dict',
      dictCode: 'send_status',
      readonly: true,
      queryable: true,
      sortable: true,
    },
    { name: 'cancelTime', title: '撤销时间', type: 'datetime', readonly: true, sortable: true },
  ],
  hooks: {
    beforeAdd: (values) => {
      cleanContent(values);
      if (values.msgType !== 'USER') values.msgType = 'ALL';
    },
    beforeEdit: (values) => cleanContent(values),
    afterRead: (records) => {
      for (const r of records) {
        if ('msgContent' in r) r.msgContent = sanitizeHtml(r.msgContent);
        r.title = r.titile;
      }
    },
  },
});
