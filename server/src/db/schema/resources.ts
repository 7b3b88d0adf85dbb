// Tables of the business resources this engine owns (positions, patients, saved super queries) and the standard
// system columns every generic resource table spreads in.
import { index, integer, pgTable, text, timestamp, date, uniqueIndex } from 'drizzle-orm/pg-core';

/** id, tenant_id, create_by, create_time, update_by, update_time: what the resource engine reads and writes. */
export function resourceSystemColumns() {
  return {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    createBy: text('create_by'),
    createTime: timestamp('create_time', { mode: 'string' }).notNull().defaultNow(),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { mode: 'string' }),
  };
}

export const sysPosition = pgTable(
  'sys_position',
  {
    ...resourceSystemColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    postRank: text('post_rank'),
    sortNo: integer('sort_no'),
  },
  (t) => [uniqueIndex('sys_position_tenant_code').on(t.tenantId, t.code)],
);

export const chronicPatient = pgTable(
  'chronic_patient',
  {
    ...resourceSystemColumns(),
    name: text('name').notNull(),
    sex: text('sex'),
    birthday: date('birthday', { mode: 'string' }),
    idCard: text('id_card'),
    phone: text('phone'),
    diseaseType: text('disease_type'),
    labelIds: text('label_ids'),
    status: text('status'),
    age: integer('age'),
    height: integer('height'),
    weight: integer('weight'),
    lastVisit: timestamp('last_visit', { mode: 'string' }),
    address: text('address'),
    areaCode: text('area_code'),
    deptId: text('dept_id'),
    doctorId: text('doctor_id'),
    remark: text('remark'),
    photo: text('photo'),
    attachments: text('attachments'),
    video: text('video'),
  },
  (t) => [
    // (tenant, column ASC NULLS FIRST, id): read forwards for ascending lists, backwards for the engine's
    // `DESC NULLS LAST, id DESC`, so each sortable order (and the age range filter) is served by an index.
    index('chronic_patient_tenant_time_id').on(t.tenantId, t.createTime.asc().nullsFirst(), t.id),
    index('chronic_patient_tenant_name_id').on(t.tenantId, t.name.asc().nullsFirst(), t.id),
    index('chronic_patient_tenant_age_id').on(t.tenantId, t.age.asc().nullsFirst(), t.id),
    uniqueIndex('chronic_patient_tenant_id_card').on(t.tenantId, t.idCard),
  ],
);

/** Advanced queries a user saved on the server, per tenant and save code; a title is unique within them. */
export const sysSuperQuery = pgTable(
  'sys_super_query',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    saveCode: text('save_code').notNull(),
    title: text('title').notNull(),
    params: text('params').notNull(),
    matchType: text('match_type').notNull().default('and'),
    createTime: timestamp('create_time', { mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_super_query_owner_title').on(t.tenantId, t.userId, t.saveCode, t.title)],
);
