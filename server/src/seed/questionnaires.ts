// Demo 问卷评估 and 健康宣教 of a clinic: PHQ-9 抑郁筛查 and a 糖尿病自我管理 questionnaire (published, with results of
// some patients scored by the same rules as the server's), and three articles, two published and pushed.
import { parseBands, parseQuestions, scoreAnswers, type Question, type ResultBand } from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clinicDate } from '../db/clinic-clock.js';
import { newId } from '../resources/engine/sql-util.js';

const FREQUENCY = [
  { value: '0', label: '完全不会', score: 0 },
  { value: '1', label: '好几天', score: 1 },
  { value: '2', label: '一半以上的天数', score: 2 },
  { value: '3', label: '几乎每天', score: 3 },
];

const PHQ9_ITEMS: [string, string][] = [
  ['做事时提不起劲或没有兴趣', '情感症状'],
  ['感到心情低落、沮丧或绝望', '情感症状'],
  ['入睡困难、睡不安稳或睡眠过多', '躯体症状'],
  ['感觉疲倦或没有活力', '躯体症状'],
  ['食欲不振或吃太多', '躯体症状'],
  ['觉得自己很糟，或觉得自己很失败，或让自己或家人失望', '情感症状'],
  ['对事物专注有困难，例如阅读报纸或看电视时', '躯体症状'],
  ['动作或说话速度缓慢到别人已经察觉，或正好相反，烦躁或坐立不安', '躯体症状'],
  ['有不如死掉或用某种方式伤害自己的念头', '情感症状'],
];

const PHQ9: Question[] = PHQ9_ITEMS.map(([title, dimension], i) => ({
  key: `q${i + 1}`,
  title,
  type: 'radio',
  required: true,
  dimension,
  options: FREQUENCY,
}));

const PHQ9_BANDS: ResultBand[] = [
  { min: 0, max: 4, label: '正常' },
  { min: 5, max: 9, label: '轻度抑郁' },
  { min: 10, max: 14, label: '中度抑郁' },
  { min: 15, max: 19, label: '中重度抑郁' },
  { min: 20, max: null, label: '重度抑郁' },
];

const DAYS = [
  { value: '0', label: '0天', score: 0 },
  { value: '1', label: '1-2天', score: 1 },
  { value: '2', label: '3-4天', score: 2 },
  { value: '3', label: '5-6天', score: 3 },
  { value: '4', label: '7天', score: 4 },
];

const DIABETES: Question[] = [
  ...(
    [
      ['过去7天，有几天按照健康饮食计划进食？', '饮食'],
      ['过去7天，有几天吃了五份以上的水果和蔬菜？', '饮食'],
      ['过去7天，有几天进行了至少30分钟的运动？', '运动'],
      ['过去7天，有几天监测了血糖？', '血糖监测'],
      ['过去7天，有几天按医嘱服用降糖药或注射胰岛素？', '用药'],
      ['过去7天，有几天检查了双脚？', '足部护理'],
    ] as const
  ).map(([title, dimension], i): Question => ({
    key: `q${i + 1}`,
    title,
    type: 'radio',
    required: true,
    dimension,
    options: DAYS,
  })),
  { key: 'q7', title: '最近一次空腹血糖(mmol/L)', type: 'number', min: 1, max: 40 },
  { key: 'q8', title: '最近一次糖化血红蛋白检查日期', type: 'date' },
  {
    key: 'q9',
    title: '自我管理中遇到的困难（可多选）',
    type: 'checkbox',
    options: [
      { value: '1', label: '记不住服药', score: 0 },
      { value: '2', label: '控制不住饮食', score: 0 },
      { value: '3', label: '没有时间运动', score: 0 },
      { value: '4', label: '不会使用血糖仪', score: 0 },
    ],
  },
  { key: 'q10', title: '其他想告诉医生的情况', type: 'text' },
];

const DIABETES_BANDS: ResultBand[] = [
  { min: 0, max: 8, label: '自我管理较差' },
  { min: 9, max: 16, label: '自我管理一般' },
  { min: 17, max: null, label: '自我管理良好' },
];

const ARTICLES = [
  {
    title: '高血压患者的日常饮食建议',
    category: '3',
    summary: '少盐、控油、多蔬果：把血压管在饭桌上。',
    content:
      '<h2>每天食盐不超过5克</h2><p>高血压患者应<strong>减少钠盐摄入</strong>，少吃咸菜、腌肉和加工食品。</p><ul><li>多吃新鲜蔬菜和水果</li><li>选择低脂奶制品</li><li>戒烟限酒</li></ul>',
    diseases: 'HBP',
    published: true,
  },
  {
    title: '糖尿病患者如何自我监测血糖',
    category: '1',
    summary: '监测时间、记录方法和需要就医的信号。',
    content:
      '<p>规律监测血糖是糖尿病自我管理的基础。</p><ol><li>空腹及三餐后2小时各测一次</li><li>记录数值和当天饮食、用药</li><li>血糖低于3.9 mmol/L 时立即进食含糖食物</li></ol>',
    diseases: 'T2DM',
    published: true,
  },
  {
    title: '慢阻肺患者的呼吸训练',
    category: '1',
    summary: '缩唇呼吸和腹式呼吸，每天练习两次。',
    content: '<p>缩唇呼吸：用鼻吸气2秒，缩唇缓慢呼气4到6秒。</p>',
    diseases: 'COPD',
    published: false,
  },
];

interface Patient {
  id: string;
  diseaseType: string | null;
}

function answersOf(questions: readonly Question[], seed: number): Record<string, string> {
  const out: Record<string, string> = {};
  questions.forEach((q, k) => {
    if (q.options && q.type === 'radio')
      out[q.key] = q.options[(seed * (k + 3) + k) % q.options.length]!.value;
  });
  return out;
}

async function seedQuestionnaire(
  db: Db,
  tenantId: string,
  q: { name: string; category: string; description: string; questions: Question[]; bands: ResultBand[] },
  patients: readonly Patient[],
  now: number,
): Promise<void> {
  const id = newId();
  const questions = parseQuestions(q.questions);
  const bands = parseBands(q.bands);
  await db.execute(
    sql`INSERT INTO chronic_questionnaire (id, tenant_id, create_by, name, category, scoring, status, question_count, description, questions, bands)
        VALUES (${id}, ${tenantId}, 'admin', ${q.name}, ${q.category}, 'dimension', '1', ${questions.length},
                ${q.description}, ${JSON.stringify(questions)}, ${JSON.stringify(bands)})`,
  );
  for (const [i, p] of patients.entries()) {
    const scored = scoreAnswers(questions, bands, answersOf(questions, i + tenantId.length));
    const day = clinicDate(now - (i * 3 + 1) * 86_400_000);
    await db.execute(
      sql`INSERT INTO chronic_questionnaire_result (id, tenant_id, create_by, patient_id, questionnaire_id, score, band, dimension_scores, answers, fill_time)
          VALUES (${newId()}, ${tenantId}, 'admin', ${p.id}, ${id}, ${scored.score}, ${scored.band},
                  ${JSON.stringify(scored.dimensions)}, ${JSON.stringify(scored.answers)}, ${`${day} 09:30:00`}::timestamp)`,
    );
  }
}

/** The clinic's questionnaires with results of some of its patients, and its articles. */
export async function seedQuestionnairesAndArticles(
  db: Db,
  tenantId: string,
  patients: readonly Patient[],
  now = Date.now(),
): Promise<void> {
  await seedQuestionnaire(
    db,
    tenantId,
    {
      name: 'PHQ-9 抑郁筛查',
      category: '1',
      description: '在过去两周里，您有多少时间受到以下问题的困扰？',
      questions: PHQ9,
      bands: PHQ9_BANDS,
    },
    patients.slice(0, 12),
    now,
  );
  await seedQuestionnaire(
    db,
    tenantId,
    {
      name: '糖尿病自我管理评估',
      category: '2',
      description: '请根据过去7天的实际情况回答。',
      questions: DIABETES,
      bands: DIABETES_BANDS,
    },
    patients.filter((p) => (p.diseaseType ?? '').split(',').includes('T2DM')).slice(0, 8),
    now,
  );
  for (const a of ARTICLES) {
    const id = newId();
    const reached = a.published
      ? patients.filter((p) => (p.diseaseType ?? '').split(',').includes(a.diseases))
      : [];
    await db.execute(
      sql`INSERT INTO chronic_health_article (id, tenant_id, create_by, title, category, summary, content, diseases, status, publish_time, push_count, push_time)
          VALUES (${id}, ${tenantId}, 'admin', ${a.title}, ${a.category}, ${a.summary}, ${a.content}, ${a.diseases},
                  ${a.published ? '1' : '0'}, ${a.published ? sql`localtimestamp(0)` : sql`NULL`}, ${reached.length},
                  ${a.published ? sql`localtimestamp(0)` : sql`NULL`})`,
    );
    for (const p of reached)
      await db.execute(
        sql`INSERT INTO chronic_article_push (id, tenant_id, article_id, patient_id, push_by)
            VALUES (${`${id}-${p.id}`}, ${tenantId}, ${id}, ${p.id}, 'admin')`,
      );
  }
}
