// Seeds the domain demo data: message classifications and messages, announcements with read marks, research
// projects with members, menus, subjects and visit forms, workflow status config, feedback and tasks. Tenant 1000
// gets the full set, tenant 2000 a smaller foreign set for isolation tests. Idempotent per tenant.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sysDict, sysDictItem } from '../db/schema/dict.js';
import type { Db } from '../db/client.js';
import { clinicDate } from '../db/clinic-clock.js';
import {
  announcementSends,
  announcements,
  feedback,
  messageClassifications,
  messages,
  projects,
  tasks,
  workflowStatusCfgs,
  type MessageRedirect,
} from '../db/schema/domain.js';
import { newId } from '../handlers/domain-kit.js';
import { audienceUsers, writeSends } from '../resources/announcement-audience.js';
import type { MessageOpen } from '../handlers/message.js';
import type { ProjectRole } from '../resources/project-menus.js';
import { seedCrfForms, seedProject, type SeededProject } from './domain-project.js';
import { resources, type ResourceDef } from '@clinic/sdk/resources';
import {
  CLASSIFICATIONS,
  DANGEROUS_HTML,
  DOMAIN_DICTS,
  FEEDBACK,
  MESSAGES,
  PROJECTS,
  TASKS,
  WORKFLOW_STATUSES,
} from './domain-data.js';

/** What the identity seed hands over: username → user id (admin, doctor, researcher, tenant2admin). */
export interface DomainSeedIds {
  users?: Record<string, string>;
}

const hoursAgo = (h: number) => sql`localtimestamp(0) - make_interval(hours => ${h})`;
const SUBJECTS_PER_PROJECT = 24;

async function seedMessages(
  db: Db,
  tenantId: string,
  userId: string,
  redirects: [number, MessageRedirect][],
  opens: [number, MessageOpen][] = [],
) {
  const byIndex = new Map(redirects);
  const openByIndex = new Map(opens);
  await db.insert(messages).values(
    MESSAGES.map(([classify, title, content, hours, read, msgColor], i) => ({
      id: newId(),
      tenantId,
      userId,
      classify,
      title,
      content,
      msgColor,
      readFlag: read ? 1 : 0,
      readTime: read ? hoursAgo(hours - 1) : null,
      redirect: byIndex.get(i) ?? null,
      openType: openByIndex.get(i)?.openType ?? null,
      openPage: openByIndex.get(i)?.openPage ?? null,
      busId: openByIndex.get(i)?.busId ?? null,
      createTime: hoursAgo(hours),
    })),
  );
}

async function seedAnnouncements(db: Db, tenantId: string, users: Record<string, string>) {
  const base = { tenantId, sender: '管理员', createBy: 'admin', msgCategory: '1', msgClassify: '1' };
  const all = newId();
  const personal = newId();
  const dangerous = newId();
  await db.insert(announcements).values([
    {
      ...base,
      id: all,
      titile: '关于启用新版病历管理平台的通知',
      msgContent: '<p>各位同事：</p><p>新版<strong>云病历管理平台</strong>已上线，请使用新账号登录。</p>',
      msgAbstract: '新版云病历管理平台已上线',
      priority: 'H',
      sendStatus: '1',
      sendTime: hoursAgo(10),
      msgColor: '#F5222D',
    },
    {
      ...base,
      id: personal,
      titile: '项目数据核查安排',
      msgContent: '<p>请于本周五前完成所负责项目的数据核查。</p>',
      msgType: 'USER',
      userIds: [users.researcher, users.doctor].filter(Boolean).join(','),
      openType: 'url',
      openPage: '/medicalRecords/list',
      priority: 'M',
      sendStatus: '1',
      sendTime: hoursAgo(26),
      msgCategory: '2',
    },
    {
      // Stored raw on purpose (as if written before sanitising existed): every read path must strip it.
      ...base,
      id: dangerous,
      titile: '操作手册更新说明',
      msgContent: DANGEROUS_HTML,
      priority: 'L',
      sendStatus: '1',
      sendTime: hoursAgo(50),
    },
    { ...base, id: newId(), titile: '春节放假安排（草稿）', msgContent: '<p>草稿内容</p>', sendStatus: '0' },
    {
      ...base,
      id: newId(),
      titile: '已撤销的通知',
      msgContent: '<p>此通知已撤销</p>',
      sendStatus: '2',
      sendTime: hoursAgo(100),
      cancelTime: hoursAgo(90),
    },
  ]);
  // Released (and revoked) ones have the send records their release wrote for the audience of then.
  const sent = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.tenantId, tenantId), sql`${announcements.sendStatus} IN ('1', '2')`));
  for (const row of sent) await writeSends(db, tenantId, row.id, await audienceUsers(db, tenantId, row));
  if (users.admin) {
    await db
      .update(announcementSends)
      .set({ readFlag: 1, readTime: hoursAgo(9) })
      .where(
        and(
          eq(announcementSends.tenantId, tenantId),
          eq(announcementSends.anntId, all),
          eq(announcementSends.userId, users.admin),
        ),
      );
  }
}

/** Per tenant reference rows: message classifications and workflow statuses. */
export async function seedCommon(db: Db, tenantId: string) {
  await db.insert(messageClassifications).values(
    CLASSIFICATIONS.map(([classify, classifyName], i) => ({
      id: newId(),
      tenantId,
      classify,
      classifyName,
      sortNo: i + 1,
    })),
  );
  await db.insert(workflowStatusCfgs).values([
    ...WORKFLOW_STATUSES.map(([statusId, name, cfgCode, content, sortNo]) => ({
      id: newId(),
      tenantId,
      workflowId: '1',
      statusId,
      name,
      cfgCode,
      content,
      sortNo,
    })),
    {
      id: newId(),
      tenantId,
      workflowId: '2',
      statusId: '001',
      name: '其他流程',
      cfgCode: 'OTHER',
      content: 'x',
      sortNo: 0,
    },
  ]);
}

/** Dictionaries resource declarations bring (`dictionaries`), in the same shape as the domain's. */
function declaredDicts(): typeof DOMAIN_DICTS {
  return Object.values(resources).flatMap((def) =>
    ((def as ResourceDef).dictionaries ?? []).map(
      (d) =>
        [
          d.code,
          d.name,
          d.items.map((i) => [i.value, i.text, ...(i.color ? [i.color] : [])]),
        ] as (typeof DOMAIN_DICTS)[number],
    ),
  );
}

/** The domain's shared dictionaries and those the declarations bring (tenant 0), each once. */
export async function seedDicts(db: Db) {
  const dicts = [...DOMAIN_DICTS, ...declaredDicts()];
  // One read for all of them: this runs at every start, where a query per dictionary cost a third of a second.
  const have = new Set(
    (
      await db
        .select({ code: sysDict.dictCode })
        .from(sysDict)
        .where(
          and(
            eq(sysDict.tenantId, '0'),
            inArray(
              sysDict.dictCode,
              dicts.map(([code]) => code),
            ),
          ),
        )
    ).map((row) => row.code),
  );
  for (const [code, name, items] of dicts) {
    if (have.has(code)) continue;
    have.add(code);
    const dictId = newId();
    await db
      .insert(sysDict)
      .values({ id: dictId, tenantId: '0', createBy: 'admin', dictName: name, dictCode: code });
    await db.insert(sysDictItem).values(
      items.map(([itemValue, itemText, itemColor], i) => ({
        id: newId(),
        tenantId: '0',
        createBy: 'admin',
        dictId,
        itemValue,
        itemText,
        itemColor: itemColor ?? null,
        sortOrder: i + 1,
      })),
    );
  }
}

export async function seedDomain(db: Db, ids: DomainSeedIds): Promise<void> {
  const users = ids.users ?? {};
  await seedDicts(db);
  const existing = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.tenantId, '1000'))
    .limit(1);
  if (existing.length > 0) return;

  // Tenant 1000: the demo tenant.
  await seedCommon(db, '1000');
  const members: [string, ProjectRole][] = (
    [
      [users.admin, 'admin'],
      [users.researcher, 'researcher'],
      [users.doctor, 'doctor'],
    ] as [string | undefined, ProjectRole][]
  ).filter((m): m is [string, ProjectRole] => Boolean(m[0]));
  const seeded: SeededProject[] = [];
  const crf = await seedCrfForms(db, '1000');
  for (const [i, spec] of PROJECTS.entries()) {
    const roles = members.map(([id, role]): [string, ProjectRole] =>
      id === users.researcher && spec.researcherRole ? [id, spec.researcherRole] : [id, role],
    );
    const project = await seedProject(db, '1000', spec, roles, SUBJECTS_PER_PROJECT, 1000 + i, crf);
    seeded.push(project);
  }
  const first = seeded[0];
  const visit: MessageRedirect | null = first?.firstForm
    ? { webUrl: 'visitForm', param: { ...first.firstForm, projectId: first.id } }
    : null;
  const abnormal: MessageRedirect = { webUrl: 'patientAbnormal', param: { projectId: first?.id } };
  // Notices that open a business page in a dialog: the subject awaiting audit, and the task list.
  const opens: [number, MessageOpen][] = [
    ...(first?.firstForm
      ? ([[5, { openType: 'component', openPage: 'rws/SubjectAudit', busId: first.firstForm.subjectId }]] as [
          number,
          MessageOpen,
        ][])
      : []),
    [6, { openType: 'component', openPage: 'rws/Task', busId: null }],
  ];
  for (const username of ['admin', 'researcher', 'doctor']) {
    const userId = users[username];
    if (!userId) continue;
    await seedMessages(
      db,
      '1000',
      userId,
      [...(visit ? ([[2, visit]] as [number, MessageRedirect][]) : []), [3, abnormal]],
      opens,
    );
  }
  await seedAnnouncements(db, '1000', users);
  // Each feedback is sent, and created, by one of the demo users in turn.
  const reporters = ['researcher', 'doctor', 'admin'];
  await db.insert(feedback).values(
    FEEDBACK.map(([content, contact, type, reply], i) => ({
      id: newId(),
      tenantId: '1000',
      userId: users[reporters[i % reporters.length] ?? ''] ?? 'unknown',
      content,
      contact,
      type,
      status: reply ? '1' : '0',
      reply,
      replyTime: reply ? hoursAgo(5) : null,
      // Sent a day or more before now, so an answered one was written before its reply.
      createTime: hoursAgo(24 + i * 7),
      createBy: reporters[i % reporters.length],
    })),
  );
  // Tasks name their assignee by username (the contract's Task.assignee).
  const assignees = ['researcher', 'doctor'].filter((u) => Boolean(users[u]));
  const taskRows: (typeof tasks.$inferInsert)[] = [];
  for (const [p, project] of seeded.entries()) {
    for (const [t, [title, content, status, priority, due]] of TASKS.entries()) {
      taskRows.push({
        id: newId(),
        tenantId: '1000',
        projectId: project.id,
        title: `${title}（${PROJECTS[p]?.code}）`,
        content,
        assignee: assignees[(p + t) % Math.max(assignees.length, 1)] ?? null,
        status,
        priority,
        dueDate: clinicDate(Date.now() + due * 86_400_000),
        createBy: 'admin',
      });
    }
  }
  if (taskRows.length > 0) await db.insert(tasks).values(taskRows);

  // Tenant 2000: foreign data the isolation tests must never see from tenant 1000 (and the reverse).
  const foreign = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.tenantId, '2000'))
    .limit(1);
  if (foreign.length > 0) return;
  await seedCommon(db, '2000');
  const t2 = users.tenant2admin;
  const p2 = await seedProject(
    db,
    '2000',
    {
      name: '外部租户冠心病研究',
      code: 'CHD-EXT',
      target: 80,
      start: '2026-02-01 00:00:00',
      end: '2027-01-31 23:59:59',
      groups: ['试验组', '对照组'],
    },
    t2 ? [[t2, 'admin']] : [],
    6,
    2000,
    await seedCrfForms(db, '2000'),
  );
  if (t2) {
    await seedMessages(db, '2000', t2, []);
    await db
      .insert(feedback)
      .values({ id: newId(), tenantId: '2000', userId: t2, content: '外部租户的反馈', type: '1' });
    await db.insert(tasks).values({
      id: newId(),
      tenantId: '2000',
      projectId: p2.id,
      title: '外部租户任务',
      assignee: 'tenant2admin',
    });
  }
  await db.insert(announcements).values({
    id: newId(),
    tenantId: '2000',
    titile: '外部租户公告',
    msgContent: '<p>仅外部租户可见</p>',
    sender: '赵管理员',
    sendStatus: '1',
    sendTime: hoursAgo(3),
  });
}
