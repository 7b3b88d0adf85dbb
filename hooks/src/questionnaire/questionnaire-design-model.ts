// 题目设计 of a questionnaire: the questions (kind, title, required, dimension, options with their scores, a number's
// range) and the result bands (score ranges and their conclusions) being edited, checked by the same wire rules the
// server applies, then saved on the questionnaire (questionnaireEdit). The dialog renders it and holds no rule.
import type { ClinicClient } from '@clinic/sdk';
import {
  parseBands,
  parseQuestions,
  QuestionnaireRuleError,
  QUESTION_TYPES,
  type Question,
  type QuestionType,
  type ResultBand,
} from '@clinic/sdk/wire';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';

/** An option as typed: its score is text until saved (a half-typed "-" or "1." stays as typed). */
export interface DraftOption {
  value: string;
  label: string;
  score: string;
}

export interface DraftQuestion {
  key: string;
  title: string;
  type: QuestionType;
  required: boolean;
  dimension: string;
  options: DraftOption[];
  min: string;
  max: string;
}

export interface DraftBand {
  min: string;
  max: string;
  label: string;
}

export interface QuestionnaireDesignSnapshot {
  questions: DraftQuestion[];
  bands: DraftBand[];
  /** The first rule a save found broken (第2题至少需要2个选项), shown above the buttons. */
  error: string | null;
  saving: boolean;
}

export interface QuestionnaireDesignTransport {
  save(
    id: string,
    values: { questions: string; bands: string; status: '0' | '1'; scoring: 'sum' | 'dimension' },
  ): Promise<void>;
}

export function questionnaireDesignTransportOf(
  client: Pick<ClinicClient, 'call'>,
): QuestionnaireDesignTransport {
  return {
    async save(id, values) {
      await client.call('questionnaireEdit', { body: { id, ...values } });
    },
  };
}

/** The stored questionnaire a design starts from (its row in 问卷管理). */
export interface DesignedQuestionnaire {
  id: string;
  status?: unknown;
  scoring?: unknown;
  questions?: unknown;
  bands?: unknown;
}

const choice = (type: QuestionType) => type === 'radio' || type === 'checkbox';
const numText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function defaultOptions(): DraftOption[] {
  return [
    { value: '1', label: '', score: '0' },
    { value: '2', label: '', score: '1' },
  ];
}

function draftOf(q: Question): DraftQuestion {
  return {
    key: q.key,
    title: q.title,
    type: q.type,
    required: Boolean(q.required),
    dimension: q.dimension ?? '',
    options: (q.options ?? []).map((o) => ({ value: o.value, label: o.label, score: String(o.score) })),
    min: numText(q.min),
    max: numText(q.max),
  };
}

function safeParse<T>(parse: () => T[]): T[] {
  try {
    return parse();
  } catch {
    return [];
  }
}

/** The next free key q<n>: keys stay stable when questions move, so stored answers keep their meaning. */
function nextKey(questions: readonly DraftQuestion[]): string {
  const used = new Set(questions.map((q) => q.key));
  let n = questions.length + 1;
  while (used.has(`q${n}`)) n++;
  return `q${n}`;
}

function nextValue(options: readonly DraftOption[]): string {
  const used = new Set(options.map((o) => o.value));
  let n = options.length + 1;
  while (used.has(String(n))) n++;
  return String(n);
}

const toNumber = (text: string): number | string => (text.trim() === '' ? '' : Number(text));

/** The drafts as the wire rules read them (numbers from the typed text). */
function wireQuestions(questions: readonly DraftQuestion[]): unknown[] {
  return questions.map((q) => ({
    key: q.key,
    title: q.title,
    type: q.type,
    required: q.required,
    dimension: q.dimension,
    ...(choice(q.type)
      ? { options: q.options.map((o) => ({ value: o.value, label: o.label, score: toNumber(o.score) })) }
      : {}),
    ...(q.type === 'number' ? { min: toNumber(q.min), max: toNumber(q.max) } : {}),
  }));
}

function wireBands(bands: readonly DraftBand[]): unknown[] {
  return bands.map((b) => ({
    min: toNumber(b.min),
    max: b.max.trim() === '' ? null : Number(b.max),
    label: b.label,
  }));
}

export interface QuestionnaireDesignModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): QuestionnaireDesignSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  addQuestion(type: QuestionType): void;
  removeQuestion(index: number): void;
  moveQuestion(index: number, by: -1 | 1): void;
  updateQuestion(index: number, patch: Partial<Omit<DraftQuestion, 'key' | 'options'>>): void;
  addOption(index: number): void;
  removeOption(index: number, option: number): void;
  updateOption(index: number, option: number, patch: Partial<Omit<DraftOption, 'value'>>): void;
  addBand(): void;
  removeBand(index: number): void;
  updateBand(index: number, patch: Partial<DraftBand>): void;
  /** The highest total the questions can give (each single choice's best option, each multiple choice's sum). */
  maxScore(): number;
  /** Checks and saves; true when saved. */
  save(): Promise<boolean>;
}

export { QUESTION_TYPES };

export function createQuestionnaireDesignModel(options: {
  questionnaire: DesignedQuestionnaire;
  transport: QuestionnaireDesignTransport;
  onSaved?: () => void;
}): QuestionnaireDesignModel {
  const { questionnaire, transport } = options;
  const store = createObservableStore<QuestionnaireDesignSnapshot>({
    questions: safeParse(() => parseQuestions(questionnaire.questions)).map(draftOf),
    bands: safeParse(() => parseBands(questionnaire.bands)).map((b) => ({
      min: numText(b.min),
      max: numText(b.max),
      label: b.label,
    })),
    error: null,
    saving: false,
  });
  const questions = (next: DraftQuestion[]) => store.update({ questions: next, error: null });
  const bands = (next: DraftBand[]) => store.update({ bands: next, error: null });
  const snap = () => store.getSnapshot();
  const withQuestion = (index: number, change: (q: DraftQuestion) => DraftQuestion) =>
    questions(snap().questions.map((q, i) => (i === index ? change(q) : q)));
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    addQuestion(type) {
      const list = snap().questions;
      questions([
        ...list,
        {
          key: nextKey(list),
          title: '',
          type,
          required: choice(type),
          dimension: '',
          options: choice(type) ? defaultOptions() : [],
          min: '',
          max: '',
        },
      ]);
    },
    removeQuestion: (index) => questions(snap().questions.filter((_, i) => i !== index)),
    moveQuestion(index, by) {
      const list = [...snap().questions];
      const to = index + by;
      if (to < 0 || to >= list.length) return;
      [list[index], list[to]] = [list[to]!, list[index]!];
      questions(list);
    },
    updateQuestion: (index, patch) =>
      withQuestion(index, (q) => {
        const next = { ...q, ...patch };
        // A question turned into a choice gets two options to fill; other kinds keep none.
        if (patch.type && choice(patch.type) && next.options.length === 0) next.options = defaultOptions();
        if (patch.type && !choice(patch.type)) next.options = [];
        return next;
      }),
    addOption: (index) =>
      withQuestion(index, (q) => ({
        ...q,
        options: [...q.options, { value: nextValue(q.options), label: '', score: '0' }],
      })),
    removeOption: (index, option) =>
      withQuestion(index, (q) => ({ ...q, options: q.options.filter((_, k) => k !== option) })),
    updateOption: (index, option, patch) =>
      withQuestion(index, (q) => ({
        ...q,
        options: q.options.map((o, k) => (k === option ? { ...o, ...patch } : o)),
      })),
    addBand() {
      const list = snap().bands;
      const last = list[list.length - 1];
      const from = last && last.max.trim() !== '' ? String(Number(last.max) + 1) : list.length ? '' : '0';
      bands([...list, { min: from, max: '', label: '' }]);
    },
    removeBand: (index) => bands(snap().bands.filter((_, i) => i !== index)),
    updateBand: (index, patch) => bands(snap().bands.map((b, i) => (i === index ? { ...b, ...patch } : b))),
    maxScore: () =>
      snap().questions.reduce((total, q) => {
        const scores = q.options.map((o) => Number(o.score)).filter(Number.isFinite);
        if (q.type === 'radio') return total + (scores.length ? Math.max(...scores) : 0);
        if (q.type === 'checkbox') return total + scores.filter((s) => s > 0).reduce((a, b) => a + b, 0);
        return total;
      }, 0),
    async save() {
      const { questions: qs, bands: bs, saving } = snap();
      if (saving) return false;
      let parsed: { questions: Question[]; bands: ResultBand[] };
      try {
        parsed = { questions: parseQuestions(wireQuestions(qs)), bands: parseBands(wireBands(bs)) };
      } catch (error) {
        if (!(error instanceof QuestionnaireRuleError)) throw error;
        store.update({ error: error.message });
        return false;
      }
      if (String(questionnaire.status ?? '0') === '1' && parsed.questions.length === 0) {
        store.update({ error: '已发布的问卷至少需要一道题目' });
        return false;
      }
      store.update({ saving: true, error: null });
      try {
        await transport.save(questionnaire.id, {
          questions: JSON.stringify(parsed.questions),
          bands: JSON.stringify(parsed.bands),
          // An edit names every field whose contract default would otherwise be written.
          status: String(questionnaire.status) === '1' ? '1' : '0',
          scoring: String(questionnaire.scoring) === 'dimension' ? 'dimension' : 'sum',
        });
        store.notify('success', '题目已保存');
        options.onSaved?.();
        return true;
      } catch (error) {
        store.update({ error: userMessageOf(error, '保存失败') });
        return false;
      } finally {
        store.update({ saving: false });
      }
    },
  };
}
