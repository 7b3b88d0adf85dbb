// Fixed demo content of the domain seed: classifications, projects, messages, announcements, workflow statuses,
// feedback and tasks, in Chinese. Pure data and small generators; seed/domain.ts writes them.
export { prng } from './business-data.js';

export const CLASSIFICATIONS: [classify: string, name: string][] = [
  ['1', '系统通知'],
  ['2', '随访提醒'],
  ['3', '待办任务'],
];

export const PROJECTS: {
  name: string;
  code: string;
  target: number;
  start: string;
  end: string;
  groups: string[];
  /** The researcher's project role where it is not 研究员: the registry is led by its researcher (a principal
   * investigator who may not list the clinic's users, yet picks members by name). */
  researcherRole?: 'admin';
}[] = [
  {
    name: '2型糖尿病真实世界研究',
    code: 'T2DM-RWS',
    target: 300,
    start: '2026-01-01 00:00:00',
    end: '2027-12-31 23:59:59',
    groups: ['强化治疗组', '常规治疗组'],
  },
  {
    name: '高血压队列随访研究',
    code: 'HBP-COHORT',
    target: 500,
    start: '2025-06-01 00:00:00',
    end: '2028-05-31 23:59:59',
    groups: ['A组', 'B组', '对照组'],
  },
  {
    name: '慢性肾病登记研究',
    code: 'CKD-REG',
    target: 200,
    start: '2026-03-15 00:00:00',
    end: '2029-03-14 23:59:59',
    groups: ['CKD 1-2期', 'CKD 3-4期'],
    researcherRole: 'admin',
  },
];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建国志文斌浩宇欣怡子涵思远佳琪晨曦';

export function chineseName(rand: () => number): string {
  const pick = (s: string) => s[Math.floor(rand() * s.length)] as string;
  return pick(SURNAMES) + pick(GIVEN) + (rand() < 0.6 ? pick(GIVEN) : '');
}

/** Per-user demo messages: [classify, title, content, hours ago, read, colour]. */
export const MESSAGES: [string, string, string, number, boolean, string | null][] = [
  ['1', '系统升级通知', '系统将于本周六 22:00-24:00 进行升级维护，期间暂停服务。', 2, false, '#1890FF'],
  ['1', '密码安全提醒', '您的密码已使用超过 90 天，请及时修改。', 30, true, null],
  ['2', '随访提醒：受试者待随访', '有 3 名受试者将在 7 天内到达随访窗口，请及时安排。', 5, false, '#FA8C16'],
  ['2', '随访超窗提醒', '受试者随访已超出窗口期 2 天，请尽快处理。', 60, false, '#F5222D'],
  ['2', '随访完成', '上周计划随访已全部完成。', 200, true, null],
  ['3', '待办：审核入组申请', '您有 2 条入组申请待审核。', 20, false, null],
  ['3', '待办：核查数据质疑', '数据管理员提出了 1 条质疑，请核查。', 120, false, null],
  ['3', '待办任务已完成', '月度数据核查任务已完成。', 300, true, null],
];

export const WORKFLOW_STATUSES: [
  statusId: string,
  name: string,
  cfgCode: string,
  content: string,
  sortNo: number,
][] = [
  ['001', '待入组', 'WAIT_ENROLL', 'rws_subject', 3],
  ['002', '入组审核', 'ENROLL_AUDIT', 'rws_subject_audit', 1],
  ['003', '随访中', 'FOLLOWING', 'rws_visit', 6],
  ['004', '待签名', 'WAIT_SIGN', 'rws_sign', 2],
  ['009', '已出组', 'QUIT', 'rws_subject_quit', 5],
  ['010', '已完成', 'FINISHED', 'rws_subject', 4],
];

export const FEEDBACK: [content: string, contact: string | null, type: string, reply: string | null][] = [
  ['受试者列表希望能按入组日期排序。', '13800138000', '1', '已在新版本中支持，感谢反馈。'],
  ['访视表单保存后偶尔提示超时。', null, '2', null],
  ['希望增加随访提醒的短信通知。', 'researcher@example.com', '3', null],
];

export const TASKS: [title: string, content: string, status: string, priority: string, dueInDays: number][] =
  [
    ['完成基线数据录入', '完成本月新入组受试者的基线访视表单录入。', '0', 'H', 3],
    ['核查随访数据', '核查上月随访数据并处理质疑。', '1', 'M', 7],
    ['整理不良事件报告', '汇总本季度不良事件并提交。', '0', 'H', 10],
    ['更新项目进度', '更新项目入组进度与里程碑。', '2', 'L', -2],
  ];

/** Announcement HTML with what an attacker would paste: the sanitiser must strip it on every read. */
export const DANGEROUS_HTML =
  '<p>请查看附件中的<b>操作手册</b>。</p><img src=x onerror=alert(1)><script>alert("xss")</script>' +
  '<a href="javascript:alert(1)">点击这里</a><p onclick="alert(2)">更多说明</p>';

/** Global dictionaries the domain resources name (skipped when the business seed already defines the code). */
export const DOMAIN_DICTS: [
  code: string,
  name: string,
  items: [value: string, text: string, color?: string][],
][] = [
  [
    'msg_category',
    '消息类型',
    [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  ],
  [
    'msg_type',
    '通告对象类型',
    [
      ['ALL', '全体用户'],
      ['USER', '指定用户'],
      ['DEPART', '指定部门'],
      ['ROLE', '指定角色'],
    ],
  ],
  [
    'send_status',
    '发布状态',
    [
      ['0', '未发布', '#8c8c8c'],
      ['1', '已发布', '#52c41a'],
      ['2', '已撤销', '#f5222d'],
    ],
  ],
  [
    'task_status',
    '任务状态',
    [
      ['0', '待处理', '#fa8c16'],
      ['1', '进行中', '#1890ff'],
      ['2', '已完成', '#52c41a'],
    ],
  ],
  [
    'subject_status',
    '受试者状态',
    [
      ['1', '在组', '#52c41a'],
      ['2', '已出组', '#1890ff'],
      ['3', '脱落', '#f5222d'],
      ['4', '已退出', '#8c8c8c'],
    ],
  ],
  [
    'feedback_type',
    '反馈类型',
    [
      ['1', '功能建议'],
      ['2', '问题反馈'],
      ['3', '其他'],
    ],
  ],
  [
    'feedback_status',
    '反馈状态',
    [
      ['0', '待回复', '#fa8c16'],
      ['1', '已回复', '#52c41a'],
    ],
  ],
];
