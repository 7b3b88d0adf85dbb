// Demo organisations of each demo tenant (机构管理): the tenant's hospital with its clinics and community health
// service centres below it; and the demo doctors (医生管理) in them, approved, awaiting audit and rejected.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../resources/engine/sql-util.js';

/** [key, name, type (org_type), level (org_level), area code, address, contact, phone, parent key] */
type OrgSeed = [string, string, string, string | null, string, string, string, string, string | null];

const ORGANIZATIONS: Record<string, OrgSeed[]> = {
  '1000': [
    ['h', '健康服务中心总院', '1', '3A', '110105', '朝阳区健康路1号', '刘院长', '010-65001234', null],
    ['c1', '望京社区卫生服务中心', '3', '1', '110105', '望京西园三区12号', '张主任', '010-64701122', 'h'],
    ['c2', '和平里诊所', '2', '0', '110101', '和平里北街8号', '韩医生', '13811001234', 'h'],
    ['c3', '团结湖社区卫生服务站', '3', '1', '110105', '团结湖路5号', '郑护士长', '010-65823456', 'c1'],
  ],
  '1423892807230000001': [
    ['h', '第二医院', '1', '2A', '310104', '徐汇区漕溪北路200号', '钱院长', '021-64371234', null],
    ['c1', '第二医院田林门诊部', '2', '0', '310104', '田林路88号', '孙主任', '021-64851234', 'h'],
  ],
  '2000': [
    ['h', '仁和医院', '1', '3B', '440305', '南山区仁和大道66号', '赵院长', '0755-26881234', null],
    [
      'c1',
      '仁和医院蛇口社区卫生服务中心',
      '3',
      '1',
      '440305',
      '蛇口工业七路9号',
      '林主任',
      '0755-26691234',
      'h',
    ],
    ['c2', '仁和南油诊所', '2', '0', '440305', '南油大道31号', '黄医生', '13923001234', 'h'],
  ],
};

/** Organisation ids by tenant and key, for the doctors seeded under them. */
export type OrganizationIds = Record<string, Record<string, string>>;

export async function seedOrganizations(db: Db): Promise<OrganizationIds> {
  const out: OrganizationIds = {};
  for (const [tenantId, list] of Object.entries(ORGANIZATIONS)) {
    const ids: Record<string, string> = {};
    for (const [key] of list) ids[key] = newId();
    out[tenantId] = ids;
    let order = 0;
    for (const [key, name, type, level, area, address, contact, phone, parent] of list) {
      await db.execute(
        sql`INSERT INTO sys_organization (id, tenant_id, create_by, org_name, parent_id, org_type, org_level, area_code,
              address, contact, phone, sort_no)
            VALUES (${ids[key]}, ${tenantId}, 'admin', ${name}, ${parent ? ids[parent]! : null}, ${type}, ${level},
              ${area}, ${address}, ${contact}, ${phone}, ${order++})`,
      );
    }
  }
  return out;
}

/** [tenant, username, organisation key, department name, title, specialty, licence, status, rejection reason] */
type DoctorSeed = [string, string, string, string, string, string, string, '0' | '1' | '2', string | null];

const DOCTORS: DoctorSeed[] = [
  ['1000', 'doctor', 'h', '内分泌科', '3', '糖尿病、甲状腺疾病', '110105201500012345', '1', null],
  [
    '1423892807230000001',
    'second_doctor',
    'h',
    '全科医学科',
    '4',
    '慢病随访、全科诊疗',
    '310104201900054321',
    '0',
    null,
  ],
  ['2000', 'renhe_doctor', 'h', '内分泌科', '2', '糖尿病足、内分泌代谢', '440305201200067890', '1', null],
  [
    '2000',
    'operator',
    'c1',
    '内分泌科',
    '4',
    '社区慢病管理',
    '440305202300011111',
    '2',
    '执业证书照片不清晰，请重新上传',
  ],
];

/** The demo doctors: each a demo user of the tenant, in the tenant's seeded organisation and department. */
export async function seedDoctors(
  db: Db,
  orgs: OrganizationIds,
  users: Record<string, string>,
): Promise<void> {
  for (const [tenantId, username, org, depart, title, specialty, licence, status, reason] of DOCTORS) {
    const userId = users[username];
    const orgId = orgs[tenantId]?.[org];
    if (!userId || !orgId) continue;
    await db.execute(
      sql`INSERT INTO sys_doctor (id, tenant_id, create_by, user_id, org_id, depart_id, title, specialty, licence_no,
            audit_status, audit_reason, audit_by, audit_time)
          VALUES (${newId()}, ${tenantId}, 'admin', ${userId}, ${orgId},
            (SELECT id FROM sys_depart WHERE tenant_id = ${tenantId} AND depart_name = ${depart} LIMIT 1),
            ${title}, ${specialty}, ${licence}, ${status}, ${reason},
            ${status === '0' ? null : '管理员'}, ${status === '0' ? null : sql`localtimestamp(0)`})`,
    );
  }
}
