// 人员类型 of the demo users (staff_type): doctors, the nurse, administrators and the researcher, so 员工管理 (the
// non-doctor staff) and 用户管理's 人员类型 read as a clinic's people do.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const STAFF_TYPES: Record<string, string> = {
  admin: '5',
  doctor: '1',
  researcher: '6',
  tenant2admin: '5',
  nurse: '2',
  second_doctor: '1',
  renhe_doctor: '1',
  operator: '5',
};

export async function seedStaffTypes(db: Db): Promise<void> {
  for (const [username, type] of Object.entries(STAFF_TYPES))
    await db.execute(sql`UPDATE sys_user SET staff_type = ${type} WHERE username = ${username}`);
}
