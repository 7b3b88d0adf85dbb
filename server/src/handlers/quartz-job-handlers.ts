// The job handlers a tenant's 定时任务 can run, by the key its 任务类型 stores (the quartz_job_handler dictionary of
// the declaration): 逾期随访提醒 and 未读消息汇总. Each works inside one tenant and writes its messages through the
// one message path (createMessages), so they arrive live in the header bell.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { resources } from '@clinic/sdk/resources';
import type { Db } from '../db/client.js';
import { rows } from '../db/rows.js';
import { users } from '../db/schema/identity.js';
import type { TenantJobHandler } from '../jobs/quartz-jobs.js';
import { OVERDUE_DAYS, followupOverdue } from '../resources/visit-overdue.js';
import { userInTenant } from './domain-kit.js';
import { createMessages, type NewMessage } from './message.js';

/** A message's list of names stops here and says how many more. */
const LISTED = 20;
/** Unread this many days or more counts for the digest. */
export const DIGEST_DAYS = 3;

/** 随访提醒 and 系统通知, the seeded message classifications. */
const CLASSIFY_FOLLOWUP = '2';
const CLASSIFY_SYSTEM = '1';

const PATIENT_PAGE = resources.patient.menu?.path ?? '/chronic/patient/list';
const MESSAGES_PAGE = '/isps/userAnnouncement';

function listed(items: string[]): string {
  const shown = items.slice(0, LISTED).join('、');
  return items.length > LISTED ? `${shown} 等${items.length}人` : shown;
}

/** Members of the tenant among `ids` (a doctor who left the tenant is not written to). */
async function membersAmong(db: Db, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.delFlag, 0), userInTenant(db, tenantId), inArray(users.id, ids)));
  return new Set(found.map((u) => u.id));
}

/** 逾期随访提醒: each responsible doctor gets one message naming their patients whose follow-up is overdue. */
const overdueFollowupReminder: TenantJobHandler = async ({ db, notifier, tenantId, fireAt }) => {
  const overdue = await rows<{ doctor_id: string; name: string }>(
    db,
    sql`SELECT doctor_id, name FROM chronic_patient
        WHERE tenant_id = ${tenantId} AND doctor_id IS NOT NULL AND doctor_id <> '' AND ${followupOverdue(fireAt)}
        ORDER BY doctor_id, last_visit NULLS FIRST, name`,
  );
  const byDoctor = new Map<string, string[]>();
  for (const r of overdue) byDoctor.set(r.doctor_id, [...(byDoctor.get(r.doctor_id) ?? []), r.name]);
  const members = await membersAmong(db, tenantId, [...byDoctor.keys()]);
  const list: NewMessage[] = [...byDoctor]
    .filter(([doctor]) => members.has(doctor))
    .map(([doctor, names]) => ({
      tenantId,
      userId: doctor,
      classify: CLASSIFY_FOLLOWUP,
      title: `逾期随访提醒：${names.length}位患者超过${OVERDUE_DAYS}天未随访`,
      content: `以下患者超过${OVERDUE_DAYS}天未随访，请尽快安排：${listed(names)}`,
      open: { openType: 'url', openPage: PATIENT_PAGE, busId: null },
    }));
  await createMessages(db, notifier, list);
  const patients = list.reduce((n, m) => n + (byDoctor.get(m.userId)?.length ?? 0), 0);
  return `提醒医生 ${list.length} 位，逾期患者 ${patients} 位`;
};

/** Marks the digests themselves, so an unread digest is never summed up in the next one. */
const DIGEST_MARK = 'unreadMessageDigest';

/** 未读消息汇总: each user with messages unread for DIGEST_DAYS days or more gets one digest of them. */
const unreadMessageDigest: TenantJobHandler = async ({ db, notifier, tenantId }) => {
  const unread = await rows<{ user_id: string; n: unknown; titles: string[] | null }>(
    db,
    sql`SELECT user_id, count(*) AS n,
          (array_agg(title ORDER BY create_time DESC))[1:5] AS titles
        FROM message
        WHERE tenant_id = ${tenantId} AND read_flag = 0
          AND create_time <= localtimestamp(0) - make_interval(days => ${DIGEST_DAYS})
          AND bus_id IS DISTINCT FROM ${DIGEST_MARK}
        GROUP BY user_id ORDER BY user_id`,
  );
  const members = await membersAmong(
    db,
    tenantId,
    unread.map((r) => r.user_id),
  );
  const list: NewMessage[] = unread
    .filter((r) => members.has(r.user_id))
    .map((r) => {
      const n = Number(r.n);
      const titles = (r.titles ?? []).map((t) => `「${t}」`).join('、');
      return {
        tenantId,
        userId: r.user_id,
        classify: CLASSIFY_SYSTEM,
        title: `未读消息汇总：您有${n}条消息超过${DIGEST_DAYS}天未读`,
        content: n > 5 ? `${titles} 等${n}条` : titles,
        open: { openType: 'url', openPage: MESSAGES_PAGE, busId: DIGEST_MARK },
      };
    });
  await createMessages(db, notifier, list);
  return `发送汇总 ${list.length} 条`;
};

/** Every handler by its key; the keys are exactly the quartz_job_handler dictionary's values (tested). */
export const TENANT_JOB_HANDLERS: Readonly<Record<string, TenantJobHandler>> = {
  overdueFollowupReminder,
  unreadMessageDigest,
};
