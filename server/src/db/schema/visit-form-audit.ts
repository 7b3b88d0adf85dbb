// Tables of case-record integrity: the change requests (数据修改申请) of submitted visit forms and the append-only
// audit trail (稽查轨迹) of every value change; a trigger refuses UPDATE and DELETE of audit rows.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DynFormValue } from './dynamic-form.js';

const time = (name: string) => timestamp(name, { precision: 0, mode: 'string' });

export interface VisitFormChangeItem {
  field: string;
  fieldLabel: string;
  oldValue: DynFormValue;
  newValue: DynFormValue;
}

export const visitFormChanges = pgTable(
  'visit_form_change',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    projectId: text('project_id').notNull(),
    visitFormId: text('visit_form_id').notNull(),
    changes: jsonb('changes').$type<VisitFormChangeItem[]>().notNull(),
    reason: text('reason').notNull(),
    /** '0' 待审核, '1' 已通过, '2' 已驳回. */
    status: text('status').notNull().default('0'),
    applicantId: text('applicant_id').notNull(),
    applicantName: text('applicant_name').notNull(),
    auditorId: text('auditor_id'),
    auditorName: text('auditor_name'),
    auditReason: text('audit_reason'),
    auditTime: time('audit_time'),
    createTime: time('create_time')
      .notNull()
      .default(sql`localtimestamp(0)`),
  },
  (t) => [
    index('visit_form_change_form_idx').on(t.tenantId, t.visitFormId),
    index('visit_form_change_project_idx').on(t.tenantId, t.projectId, t.status, t.createTime),
  ],
);

export const visitFormAudits = pgTable(
  'visit_form_audit',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    projectId: text('project_id').notNull(),
    visitFormId: text('visit_form_id').notNull(),
    formName: text('form_name').notNull(),
    field: text('field').notNull(),
    fieldLabel: text('field_label').notNull(),
    oldValue: jsonb('old_value').$type<DynFormValue>(),
    newValue: jsonb('new_value').$type<DynFormValue>(),
    /** draft 保存草稿, submit 提交, change an approved change request. */
    action: text('action').notNull(),
    reason: text('reason'),
    changeId: text('change_id'),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    auditorName: text('auditor_name'),
    createTime: time('create_time')
      .notNull()
      .default(sql`localtimestamp(0)`),
  },
  (t) => [index('visit_form_audit_form_idx').on(t.tenantId, t.visitFormId, t.createTime)],
);
