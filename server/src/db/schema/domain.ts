// Tables of the business domain: announcements and their read marks, per-user messages, research projects with
// members and menus, subjects and visit forms, tasks, feedback and workflow status config. Every row has tenant_id.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceSystemColumns } from './resources.js';

/** Wire times are `YYYY-MM-DD HH:mm:ss`; a zone-less timestamp at second precision returns exactly that text. */
const time = (name: string) => timestamp(name, { precision: 0, mode: 'string' });
const created = () =>
  time('create_time')
    .notNull()
    .default(sql`localtimestamp(0)`);

/** Where a message leads: `visitForm` (subject list with the form) or `patientAbnormal`. */
export interface MessageRedirect {
  webUrl?: string;
  downloadUrl?: string;
  /** `tab`: the visit form's tab to open (changes: 数据修改申请). */
  param?: { detailId?: string; caseId?: string; formId?: string; projectId?: string; tab?: string };
}

export const announcements = pgTable(
  'announcement',
  {
    ...resourceSystemColumns(),
    titile: text('titile').notNull(),
    /** Sanitised HTML (cleaned on write and again on read). */
    msgContent: text('msg_content').notNull().default(''),
    msgAbstract: text('msg_abstract'),
    sender: text('sender'),
    sendTime: time('send_time'),
    startTime: time('start_time'),
    endTime: time('end_time'),
    /** '1' notice, '2' system message (JeecgBoot). */
    msgCategory: text('msg_category').notNull().default('1'),
    /** Classification code shown as a popover tab (see message_classification). */
    msgClassify: text('msg_classify'),
    msgColor: text('msg_color'),
    /** The audience: 'ALL' every user of the tenant, 'USER' userIds, 'DEPART' departIds, 'ROLE' roleIds. */
    msgType: text('msg_type').notNull().default('ALL'),
    /** Comma-joined user ids when msgType is USER. */
    userIds: text('user_ids'),
    /** Comma-joined department ids when msgType is DEPART (their sub-departments included). */
    departIds: text('depart_ids'),
    /** Comma-joined role ids when msgType is ROLE. */
    roleIds: text('role_ids'),
    openType: text('open_type'),
    openPage: text('open_page'),
    busId: text('bus_id'),
    busType: text('bus_type'),
    /** 'L' | 'M' | 'H'. */
    priority: text('priority').notNull().default('M'),
    /** '0' draft, '1' released, '2' revoked. */
    sendStatus: text('send_status').notNull().default('0'),
    cancelTime: time('cancel_time'),
    delFlag: integer('del_flag').notNull().default(0),
  },
  (t) => [index('announcement_tenant_idx').on(t.tenantId, t.sendStatus)],
);

/** One row per announcement and recipient, written on release for the audience resolved then: the read mark. */
export const announcementSends = pgTable(
  'announcement_send',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    anntId: text('annt_id').notNull(),
    userId: text('user_id').notNull(),
    /** 0 unread, 1 read. */
    readFlag: integer('read_flag').notNull().default(0),
    readTime: time('read_time'),
    createTime: created(),
  },
  (t) => [
    uniqueIndex('announcement_send_user_uq').on(t.tenantId, t.anntId, t.userId),
    index('announcement_send_user_idx').on(t.tenantId, t.userId, t.readFlag),
  ],
);

export const messageClassifications = pgTable(
  'message_classification',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    classify: text('classify').notNull(),
    classifyName: text('classify_name').notNull(),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [uniqueIndex('message_classification_uq').on(t.tenantId, t.classify)],
);

/** Per-user message records (the notice popover and the unread popup). */
export const messages = pgTable(
  'message',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    classify: text('classify').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    msgColor: text('msg_color'),
    readFlag: integer('read_flag').notNull().default(0),
    readTime: time('read_time'),
    redirect: jsonb('redirect').$type<MessageRedirect>(),
    /** Who sent it (sendMessage): the user id and the real name at sending; null for messages the system writes. */
    senderId: text('sender_id'),
    sender: text('sender'),
    /** 'component' opens the business page `openPage` for record `busId` in a dialog; 'url' an in-app address. */
    openType: text('open_type'),
    openPage: text('open_page'),
    busId: text('bus_id'),
    createTime: created(),
  },
  (t) => [index('message_user_idx').on(t.tenantId, t.userId, t.readFlag)],
);

export const projects = pgTable(
  'project',
  {
    ...resourceSystemColumns(),
    projectName: text('project_name').notNull(),
    codeName: text('code_name'),
    startTime: time('start_time'),
    endTime: time('end_time'),
    targetQuantity: integer('target_quantity'),
    description: text('description'),
  },
  (t) => [index('project_tenant_idx').on(t.tenantId)],
);

export const projectMembers = pgTable(
  'project_member',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    projectId: text('project_id').notNull(),
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    roleRight: text('role_right').notNull(),
    createTime: created(),
  },
  (t) => [uniqueIndex('project_member_uq').on(t.tenantId, t.projectId, t.userId)],
);

/** RWS-P-WEB menu items of a project (answered in project detail as permission.menu). */
export const projectMenus = pgTable(
  'project_menu',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    projectId: text('project_id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    path: text('path').notNull(),
    component: text('component').notNull(),
    title: text('title').notNull(),
    icon: text('icon'),
    /** Button/operation code, when the item is an operation rather than a page. */
    perms: text('perms'),
    /** '1' page, '2' button (the research app's authOperation). */
    menuType: text('menu_type').notNull().default('1'),
    hidden: integer('hidden').notNull().default(0),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('project_menu_idx').on(t.tenantId, t.projectId)],
);

/** Subjects (medical records) of a research project. */
export const subjects = pgTable(
  'subject',
  {
    ...resourceSystemColumns(),
    projectId: text('project_id').notNull(),
    subjectNo: text('subject_no').notNull(),
    name: text('name').notNull(),
    sex: text('sex'),
    age: integer('age'),
    groupName: text('group_name'),
    status: text('status').notNull().default('1'),
    enrollDate: date('enroll_date', { mode: 'string' }),
    screeningNo: text('screening_no'),
    consentDate: date('consent_date', { mode: 'string' }),
    withdrawReason: text('withdraw_reason'),
  },
  (t) => [index('subject_project_idx').on(t.tenantId, t.projectId)],
);

/** subject.status (subject_status): 在组 visits on; 已退出 is set by 退出 only and keeps the subject's records. */
export const SUBJECT_STATUS = { inStudy: '1', withdrawn: '4' } as const;

/** visit_form.status: 未填写, 草稿, 已提交 (locked). */
export const VISIT_FORM_STATUS = { empty: '0', draft: '1', submitted: '2' } as const;

export const visitForms = pgTable(
  'visit_form',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    projectId: text('project_id').notNull(),
    subjectId: text('subject_id').notNull(),
    formId: text('form_id').notNull(),
    caseId: text('case_id').notNull(),
    detailId: text('detail_id').notNull(),
    name: text('name').notNull(),
    /** '0' 未填写, '1' 草稿, '2' 已提交 (locked: changed only by an approved change request). */
    status: text('status').notNull().default('0'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createTime: created(),
    /** The dyn_form whose fields the form is filled with (null: no definition, nothing to fill). */
    definitionId: text('definition_id'),
    submitTime: time('submit_time'),
    /** The submitter's user id. */
    submitBy: text('submit_by'),
    /** The visit of the project's plan it was scheduled from at enrolment (null: rows older than the plan). */
    visitId: text('visit_id'),
    visitName: text('visit_name'),
    formName: text('form_name'),
    /** Order within the subject's schedule: the visit's order, then the form's place in the visit. */
    sortNo: integer('sort_no').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }),
    windowStart: date('window_start', { mode: 'string' }),
    windowEnd: date('window_end', { mode: 'string' }),
  },
  (t) => [index('visit_form_subject_idx').on(t.tenantId, t.subjectId)],
);

/** 项目分组: a project's study groups (rws_project_group; the projectGroup declaration answers its CRUD). */
export const projectGroups = pgTable('rws_project_group', {
  ...resourceSystemColumns(),
  projectId: text('project_id').notNull(),
  name: text('name').notNull(),
  sortNo: integer('sort_no').notNull().default(0),
  description: text('description'),
});

/** 访视计划: a project's visits (rws_project_visit; the projectVisit declaration answers its CRUD). */
export const projectVisits = pgTable('rws_project_visit', {
  ...resourceSystemColumns(),
  projectId: text('project_id').notNull(),
  name: text('name').notNull(),
  sortNo: integer('sort_no').notNull().default(0),
  dayOffset: integer('day_offset').notNull().default(0),
  windowBefore: integer('window_before').notNull().default(0),
  windowAfter: integer('window_after').notNull().default(0),
  /** Comma-joined dyn_form ids, in order. */
  formIds: text('form_ids').notNull(),
});

export const tasks = pgTable(
  'task',
  {
    ...resourceSystemColumns(),
    projectId: text('project_id'),
    title: text('title').notNull(),
    content: text('content'),
    assignee: text('assignee'),
    /** '0' todo, '1' doing, '2' done. */
    status: text('status').notNull().default('0'),
    priority: text('priority').notNull().default('M'),
    dueDate: date('due_date', { mode: 'string' }),
  },
  (t) => [index('task_tenant_idx').on(t.tenantId, t.assignee)],
);

export const feedback = pgTable(
  'feedback',
  {
    ...resourceSystemColumns(),
    userId: text('user_id').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    type: text('type').notNull().default('1'),
    /** '0' submitted, '1' replied. */
    status: text('status').notNull().default('0'),
    reply: text('reply'),
    replyTime: time('reply_time'),
  },
  (t) => [index('feedback_user_idx').on(t.tenantId, t.userId)],
);

export const workflowStatusCfgs = pgTable(
  'workflow_status_cfg',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    workflowId: text('workflow_id').notNull(),
    statusId: text('status_id').notNull(),
    name: text('name').notNull(),
    cfgCode: text('cfg_code').notNull(),
    /** The table name the status works on. */
    content: text('content'),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('workflow_status_cfg_idx').on(t.tenantId, t.workflowId)],
);
