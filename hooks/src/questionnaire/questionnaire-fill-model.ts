// 填写问卷: a published questionnaire chosen, its questions as the form renderer's fields (单选 radio, 多选 checkbox,
// 数值 inputNumber, 文本 textarea, 日期 date) after the patient picker, the answers sent as they are and the result
// read back: the 总分, 评估结论 and 维度得分 the server computed (the console never scores).
import type { ClinicClient } from '@clinic/sdk';
import { labelTableOf, resources, type ResourceDef, tableDictCodeOf } from '@clinic/sdk/resources';
import { parseQuestions, type Question } from '@clinic/sdk/wire';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import type { FormField, FormFieldOption } from '../form/form-schema.js';
import { userMessageOf } from '../core/user-message.js';

type Row = Record<string, unknown>;

/** The patient field of the fill form: the tenant's patients searched by name, the id kept. */
export const PATIENT_FIELD = 'patientId';

export interface FilledResult {
  id: string;
  patientName: string;
  questionnaireName: string;
  score: number;
  band: string;
  dimensions: { name: string; score: number }[];
  fillTime: string;
}

export interface QuestionnaireFillTransport {
  published(): Promise<Row[]>;
  read(id: string): Promise<Row>;
  add(values: { patientId: string; questionnaireId: string; answers: string }): Promise<void>;
  latest(patientId: string, questionnaireId: string): Promise<Row | null>;
}

const QUESTIONNAIRES = resources.questionnaire as ResourceDef;
const RESULTS = resources.questionnaireResult as ResourceDef;

export function questionnaireFillTransportOf(
  client: Pick<ClinicClient, 'resource'>,
): QuestionnaireFillTransport {
  const questionnaires = client.resource<Row>(QUESTIONNAIRES.base);
  const results = client.resource<Row>(RESULTS.base);
  const records = (page: unknown): Row[] =>
    (Array.isArray(page) ? page : ((page as { records?: Row[] }).records ?? [])) as Row[];
  return {
    published: async () =>
      records(
        await questionnaires.list({ pageNo: 1, pageSize: 100, status: '1', column: 'name', order: 'asc' }),
      ),
    read: (id) => questionnaires.queryById(id),
    async add(values) {
      await results.add(values);
    },
    async latest(patientId, questionnaireId) {
      const page = await results.list({
        pageNo: 1,
        pageSize: 1,
        patientId,
        questionnaireId,
        column: 'fillTime',
        order: 'desc',
      });
      return records(page)[0] ?? null;
    },
  };
}

/** The patient picker's table dictionary (`chronic_patient,name,id`), from the result's 患者 reference. */
function patientDictCode(): string {
  const f = RESULTS.fields.find((x) => x.name === PATIENT_FIELD);
  const table = f?.ref ? labelTableOf(f.ref, Object.values(resources) as ResourceDef[]) : null;
  return table ? tableDictCodeOf(table) : '';
}

const optionsOf = (q: Question): FormFieldOption[] =>
  (q.options ?? []).map((o) => ({ value: o.value, label: o.label }));

/** A question as the form renderer's field, numbered as the questionnaire shows it. */
export function questionFieldOf(q: Question, index: number): FormField {
  const label = `${index + 1}. ${q.title}`;
  const base = { name: q.key, label, ...(q.required ? { required: true } : {}) };
  switch (q.type) {
    case 'radio':
      return { ...base, type: 'radio', options: optionsOf(q) };
    case 'checkbox':
      return { ...base, type: 'checkbox', options: optionsOf(q) };
    case 'number':
      return {
        ...base,
        type: 'inputNumber',
        precision: 2,
        ...(q.min !== undefined ? { min: q.min } : {}),
        ...(q.max !== undefined ? { max: q.max } : {}),
      };
    case 'date':
      return { ...base, type: 'date' };
    default:
      return { ...base, type: 'textarea', maxLength: 500 };
  }
}

/** The fill form: the patient, then every question. */
export function fillFieldsOf(questions: readonly Question[]): FormField[] {
  return [
    {
      name: PATIENT_FIELD,
      label: '患者',
      type: 'sel_search_async',
      dictCode: patientDictCode(),
      required: true,
      placeholder: '输入姓名搜索患者',
    },
    ...questions.map(questionFieldOf),
  ];
}

/** The dimension subtotals a result carries (`{"躯体症状":4}`), in their order. */
export function dimensionsOf(value: unknown): { name: string; score: number }[] {
  if (typeof value !== 'string' || !value) return [];
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return Object.entries(parsed).map(([name, score]) => ({ name, score: Number(score) }));
  } catch {
    return [];
  }
}

export function filledResultOf(row: Row): FilledResult {
  return {
    id: String(row.id ?? ''),
    patientName: String(row.patientId_dictText ?? ''),
    questionnaireName: String(row.questionnaireId_dictText ?? ''),
    score: Number(row.score ?? 0),
    band: String(row.band ?? ''),
    dimensions: dimensionsOf(row.dimensionScores),
    fillTime: String(row.fillTime ?? ''),
  };
}

export interface QuestionnaireFillSnapshot {
  /** The published questionnaires offered. */
  choices: FormFieldOption[];
  loading: boolean;
  /** The chosen questionnaire. */
  chosen: { id: string; name: string; description: string; questions: Question[] } | null;
  /** The patient, then the chosen questionnaire's questions. */
  fields: FormField[];
  /** What the server answered for the last submission. */
  result: FilledResult | null;
  error: string | null;
}

export interface QuestionnaireFillModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): QuestionnaireFillSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  choose(id: string): Promise<void>;
  /** Sends the form's values (the patient and the answers by question key); true when the result is saved. */
  submit(values: Record<string, unknown>): Promise<boolean>;
  /** Back to an empty form of the same questionnaire (another patient). */
  again(): void;
}

export function createQuestionnaireFillModel(options: {
  transport: QuestionnaireFillTransport;
  onSaved?: () => void;
}): QuestionnaireFillModel {
  const { transport } = options;
  const store = createObservableStore<QuestionnaireFillSnapshot>({
    choices: [],
    loading: false,
    chosen: null,
    fields: [],
    result: null,
    error: null,
  });
  let asked = 0;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async load() {
      store.update({ loading: true, error: null });
      try {
        const rows = await transport.published();
        store.update({
          choices: rows.map((r) => ({ value: String(r.id), label: String(r.name ?? '') })),
          loading: false,
        });
      } catch (error) {
        store.update({ loading: false, error: userMessageOf(error, '问卷加载失败') });
      }
    },
    async choose(id) {
      const ask = ++asked;
      if (!id) {
        store.update({ chosen: null, fields: [], result: null, error: null });
        return;
      }
      store.update({ loading: true, result: null, error: null });
      try {
        const row = await transport.read(id);
        if (ask !== asked) return;
        const questions = parseQuestions(row.questions);
        store.update({
          loading: false,
          chosen: {
            id,
            name: String(row.name ?? ''),
            description: String(row.description ?? ''),
            questions,
          },
          fields: fillFieldsOf(questions),
        });
      } catch (error) {
        if (ask === asked) store.update({ loading: false, error: userMessageOf(error, '问卷加载失败') });
      }
    },
    async submit(values) {
      const { chosen } = store.getSnapshot();
      const patientId = String(values[PATIENT_FIELD] ?? '');
      if (!chosen || !patientId) return false;
      const answers: Record<string, unknown> = {};
      for (const q of chosen.questions) {
        const v = values[q.key];
        if (v !== null && v !== undefined && v !== '') answers[q.key] = v;
      }
      store.update({ error: null });
      try {
        await transport.add({ patientId, questionnaireId: chosen.id, answers: JSON.stringify(answers) });
        const row = await transport.latest(patientId, chosen.id);
        store.update({ result: row ? filledResultOf(row) : null });
        store.notify('success', '问卷已提交');
        options.onSaved?.();
        return true;
      } catch (error) {
        store.update({ error: userMessageOf(error, '提交失败') });
        return false;
      }
    },
    again: () => store.update({ result: null, error: null }),
  };
}
