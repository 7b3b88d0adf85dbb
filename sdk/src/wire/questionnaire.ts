// 问卷评估's wire rules: a questionnaire's questions and result bands (stored as JSON text), their checks, and the
// scoring of a filled questionnaire. The server scores with them (never trusting a client's score); the console
// builds and previews with the same rules.

/** Question kinds, each drawn by the form renderer's field type of the same meaning. */
export type QuestionType = 'radio' | 'checkbox' | 'number' | 'text' | 'date';

export const QUESTION_TYPES: readonly { value: QuestionType; label: string }[] = [
  { value: 'radio', label: '单选题' },
  { value: 'checkbox', label: '多选题' },
  { value: 'number', label: '数值题' },
  { value: 'text', label: '文本题' },
  { value: 'date', label: '日期题' },
];

export interface QuestionOption {
  value: string;
  label: string;
  /** Points this answer adds to the total (and to the question's dimension). */
  score: number;
}

export interface Question {
  /** Stable key of the question inside its questionnaire: answers are keyed by it. */
  key: string;
  title: string;
  type: QuestionType;
  required?: boolean;
  /** Scoring dimension (e.g. 躯体症状): the question's points also add to this subtotal. */
  dimension?: string;
  options?: QuestionOption[];
  min?: number;
  max?: number;
}

/** A result band: totals from `min` to `max` (inclusive; `max` null: no upper bound) read as `label`. */
export interface ResultBand {
  min: number;
  max: number | null;
  label: string;
}

export interface QuestionnaireScore {
  score: number;
  band: string;
  /** Subtotal per dimension, in the order the dimensions first appear. */
  dimensions: Record<string, number>;
}

/** The most questions and options a questionnaire holds (a long instrument such as SCL-90 still fits). */
export const MAX_QUESTIONS = 120;
export const MAX_OPTIONS = 12;
const MAX_SCORE = 1000;
const MAX_TEXT_ANSWER = 500;

const TYPES = new Set<string>(QUESTION_TYPES.map((t) => t.value));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class QuestionnaireRuleError extends Error {}

const refuse = (text: string): never => {
  throw new QuestionnaireRuleError(text);
};

function parseJson(text: unknown, what: string): unknown {
  if (text === null || text === undefined || text === '') return [];
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return refuse(`${what}格式不正确`);
  }
}

const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max;
const isScore = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= MAX_SCORE;

/** The questions of a questionnaire, checked: keys unique, titles present, choices with unique options and scores. */
export function parseQuestions(text: unknown): Question[] {
  const raw = parseJson(text, '题目');
  if (!Array.isArray(raw)) return refuse('题目格式不正确');
  if (raw.length > MAX_QUESTIONS) refuse(`题目不能超过${MAX_QUESTIONS}道`);
  const keys = new Set<string>();
  return raw.map((q: unknown, i): Question => {
    const n = i + 1;
    if (!q || typeof q !== 'object') return refuse(`第${n}题格式不正确`);
    const r = q as Record<string, unknown>;
    if (!isText(r.title, 200)) refuse(`第${n}题的题目不能为空`);
    if (typeof r.type !== 'string' || !TYPES.has(r.type)) refuse(`第${n}题的题型不正确`);
    const key = isText(r.key, 32) ? r.key : `q${n}`;
    if (keys.has(key)) refuse(`第${n}题的编号重复`);
    keys.add(key);
    const out: Question = { key, title: String(r.title).trim(), type: r.type as QuestionType };
    if (r.required === true) out.required = true;
    if (isText(r.dimension, 30)) out.dimension = r.dimension.trim();
    if (out.type === 'radio' || out.type === 'checkbox') {
      const options = Array.isArray(r.options) ? r.options : [];
      if (options.length < 2) refuse(`第${n}题至少需要2个选项`);
      if (options.length > MAX_OPTIONS) refuse(`第${n}题的选项不能超过${MAX_OPTIONS}个`);
      const values = new Set<string>();
      out.options = options.map((o: unknown, k): QuestionOption => {
        const opt = (o ?? {}) as Record<string, unknown>;
        if (!isText(opt.label, 100)) refuse(`第${n}题第${k + 1}个选项不能为空`);
        const value = isText(opt.value, 32) ? opt.value : String(k + 1);
        if (values.has(value)) refuse(`第${n}题的选项重复`);
        values.add(value);
        const score =
          opt.score === undefined || opt.score === null || opt.score === '' ? 0 : Number(opt.score);
        if (!isScore(score)) refuse(`第${n}题第${k + 1}个选项的分值不正确`);
        return { value, label: String(opt.label).trim(), score };
      });
    }
    if (out.type === 'number') {
      if (r.min !== undefined && r.min !== null && r.min !== '') out.min = Number(r.min);
      if (r.max !== undefined && r.max !== null && r.max !== '') out.max = Number(r.max);
      if (
        (out.min !== undefined && !Number.isFinite(out.min)) ||
        (out.max !== undefined && !Number.isFinite(out.max)) ||
        (out.min !== undefined && out.max !== undefined && out.min > out.max)
      )
        refuse(`第${n}题的取值范围不正确`);
    }
    return out;
  });
}

/** The result bands, checked: labels present, each band's range sound and no two bands overlapping. */
export function parseBands(text: unknown): ResultBand[] {
  const raw = parseJson(text, '结果分级');
  if (!Array.isArray(raw)) return refuse('结果分级格式不正确');
  if (raw.length > 20) refuse('结果分级不能超过20级');
  const bands = raw.map((b: unknown, i): ResultBand => {
    const r = (b ?? {}) as Record<string, unknown>;
    if (!isText(r.label, 30)) refuse(`第${i + 1}级的结论不能为空`);
    const min = Number(r.min);
    const max = r.max === null || r.max === undefined || r.max === '' ? null : Number(r.max);
    if (!isScore(min) || (max !== null && (!isScore(max) || max < min)))
      refuse(`第${i + 1}级的分数范围不正确`);
    return { min, max, label: String(r.label).trim() };
  });
  const sorted = [...bands].sort((a, b) => a.min - b.min);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    if (prev.max === null || prev.max >= sorted[i]!.min)
      refuse(`结果分级「${prev.label}」与「${sorted[i]!.label}」的分数范围重叠`);
  }
  return bands;
}

/** The band a total falls in, or 未分级 when no band covers it. */
export function bandOf(bands: readonly ResultBand[], score: number): string {
  return bands.find((b) => score >= b.min && (b.max === null || score <= b.max))?.label ?? '未分级';
}

const empty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Checks the answers against the questions and scores them: the sum of the chosen options' scores, per dimension
 * too, and the band of the total. Answers to unknown questions are dropped; the checked answers are returned.
 */
export function scoreAnswers(
  questions: readonly Question[],
  bands: readonly ResultBand[],
  answers: unknown,
): QuestionnaireScore & { answers: Record<string, string> } {
  const given = (empty(answers) ? {} : parseJson(answers, '答案')) as Record<string, unknown>;
  if (typeof given !== 'object' || Array.isArray(given)) refuse('答案格式不正确');
  const kept: Record<string, string> = {};
  const dimensions: Record<string, number> = {};
  let score = 0;
  questions.forEach((q, i) => {
    const n = i + 1;
    const v = given[q.key];
    if (q.dimension && !(q.dimension in dimensions)) dimensions[q.dimension] = 0;
    if (empty(v)) {
      if (q.required) refuse(`请回答第${n}题：${q.title}`);
      return;
    }
    let points = 0;
    if (q.type === 'radio' || q.type === 'checkbox') {
      const chosen = Array.isArray(v) ? v.map(String) : String(v).split(',').filter(Boolean);
      if (q.type === 'radio' && chosen.length !== 1) refuse(`第${n}题只能选择一项`);
      for (const c of chosen) {
        const opt = q.options?.find((o) => o.value === c);
        if (!opt) return refuse(`第${n}题的答案不是它的选项`);
        points += opt.score;
      }
      kept[q.key] = [...new Set(chosen)].join(',');
    } else if (q.type === 'number') {
      const num = Number(v);
      if (!Number.isFinite(num)) refuse(`第${n}题请填写数字`);
      if ((q.min !== undefined && num < q.min) || (q.max !== undefined && num > q.max))
        refuse(`第${n}题的数值应在${q.min ?? '-∞'}到${q.max ?? '+∞'}之间`);
      kept[q.key] = String(num);
    } else if (q.type === 'date') {
      if (typeof v !== 'string' || !DATE.test(v)) refuse(`第${n}题请填写日期（YYYY-MM-DD）`);
      kept[q.key] = String(v);
    } else {
      if (String(v).length > MAX_TEXT_ANSWER) refuse(`第${n}题的回答不能超过${MAX_TEXT_ANSWER}字`);
      kept[q.key] = String(v);
    }
    score += points;
    if (q.dimension) dimensions[q.dimension] = (dimensions[q.dimension] ?? 0) + points;
  });
  return { score, band: bandOf(bands, score), dimensions, answers: kept };
}

/** The answer of one question as the user reads it (option labels, not their values). */
export function answerText(question: Question, value: string | undefined): string {
  if (value === undefined || value === '') return '未作答';
  if (question.options) {
    return value
      .split(',')
      .map((v) => question.options?.find((o) => o.value === v)?.label ?? v)
      .join('、');
  }
  return value;
}
