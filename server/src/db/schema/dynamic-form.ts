// Tables of the dynamic forms (动态表单): form definitions, their data records and the apply/audit requests that
// change the data only once approved. Every row has tenant_id.
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { resourceSystemColumns } from './resources.js';

export type DynFormValue = string | number | null | string[];

export interface DynFormFieldRow {
  name: string;
  label: string;
  type: string;
  required?: boolean;
  placeholder?: string;
  /** inputNumber: the accepted range. */
  min?: number;
  max?: number;
  /** input/textarea: a regular expression the whole text must match, and the message when it does not. */
  pattern?: string;
  patternMessage?: string;
  options?: Array<{ value: string; label: string }>;
}

export const dynForms = pgTable(
  'dyn_form',
  {
    ...resourceSystemColumns(),
    name: text('name').notNull(),
    description: text('description'),
    /** '0' 草稿, '1' 已发布 (only a published form takes data). */
    status: text('status').notNull().default('0'),
    fields: jsonb('fields').$type<DynFormFieldRow[]>().notNull(),
  },
  (t) => [index('dyn_form_tenant_idx').on(t.tenantId, t.createTime)],
);

export const dynFormData = pgTable(
  'dyn_form_data',
  {
    ...resourceSystemColumns(),
    formId: text('form_id').notNull(),
    data: jsonb('data').$type<Record<string, DynFormValue>>().notNull(),
    /** The user id of whoever added it (directly or by an approved request). */
    ownerId: text('owner_id'),
  },
  (t) => [index('dyn_form_data_form_idx').on(t.tenantId, t.formId, t.createTime)],
);

export const dynFormApplies = pgTable(
  'dyn_form_apply',
  {
    ...resourceSystemColumns(),
    formId: text('form_id').notNull(),
    /** add, edit, delete, merge. */
    kind: text('kind').notNull(),
    /** edit/delete: the record; merge: the record kept. */
    dataId: text('data_id'),
    /** merge: the duplicate removed. */
    otherId: text('other_id'),
    /** add/edit: the values; merge: the merged values chosen field by field. */
    data: jsonb('data').$type<Record<string, DynFormValue>>(),
    reason: text('reason'),
    /** '0' 待审核, '1' 已通过, '2' 已驳回. */
    status: text('status').notNull().default('0'),
    applicantId: text('applicant_id').notNull(),
    auditorId: text('auditor_id'),
    auditReason: text('audit_reason'),
    auditTime: timestamp('audit_time', { mode: 'string' }),
  },
  (t) => [index('dyn_form_apply_tenant_idx').on(t.tenantId, t.status, t.createTime)],
);
