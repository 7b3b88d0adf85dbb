// The chronic-disease patient resource (/chronic/patient): fields from its declaration; the server adds the
// department scope of the list's deptId parameter, and keeps 性别/出生日期/年龄 in agreement with a valid 身份证号.
import { resources } from '@clinic/sdk/resources';
import { idCardAgreement } from '@clinic/sdk/validators';
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';

const has = (values: Record<string, unknown>, name: string) =>
  Object.prototype.hasOwnProperty.call(values, name);

/**
 * The rule the form fills with (idCardAgreement), applied to what is saved: a valid ID card number sets sex,
 * birthday and age; a sex or birthday sent that contradicts it is refused, so no client stores a record at odds
 * with its ID card. `stored` is the row being edited (its ID card applies when the edit does not send one).
 */
function agreeWithIdCard(values: Record<string, unknown>, stored?: Record<string, unknown>): void {
  const idCard = has(values, 'idCard') ? values.idCard : stored?.idCard;
  const agreement = idCardAgreement(idCard, {
    sex: has(values, 'sex') ? values.sex : undefined,
    birthday: has(values, 'birthday') ? values.birthday : undefined,
  });
  if (!agreement) return;
  if (agreement.conflicts.length > 0) throw fail.business(agreement.conflicts.join('；'));
  values.sex = agreement.info.gender;
  values.birthday = agreement.info.birthday;
  values.age = agreement.info.age;
}

async function storedIdCard(
  db: Db,
  tenantId: string,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await rows<{ idCard: string | null }>(
    db,
    sql`SELECT id_card AS "idCard" FROM chronic_patient WHERE id = ${id} AND tenant_id = ${tenantId}`,
  );
  return row;
}

export const patientResource = serverResource(resources.patient, {
  hooks: {
    listScope(query) {
      // A department's patients: those it manages, and those whose responsible doctor belongs to it.
      const dep = query.deptId;
      if (typeof dep !== 'string' || dep.trim() === '') return {};
      const id = dep.trim();
      return {
        where: sql`(t.dept_id = ${id} OR EXISTS (SELECT 1 FROM sys_user_depart d WHERE d.user_id = t.doctor_id AND d.dep_id = ${id}))`,
      };
    },
    beforeAdd(values) {
      agreeWithIdCard(values);
    },
    async beforeEdit(values, id, ctx, db) {
      // the engine has found the row in the caller's tenant and put back a masked ID card's stored value
      agreeWithIdCard(values, has(values, 'idCard') ? undefined : await storedIdCard(db, ctx.tenantId, id));
    },
  },
});
