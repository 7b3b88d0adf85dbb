// The chronic-disease patient resource (/chronic/patient): fields from its declaration; the server adds the
// department scope of the list's deptId parameter.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { serverResource } from './engine/from-declaration.js';

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
  },
});
