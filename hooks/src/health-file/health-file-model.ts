// 健康档案: one patient's file — 基本资料 (as the patient list shows it: masked numbers, names instead of ids, BMI with
// its band, labels) and a tab per record resource (health-file-sections), each read lazily by patientId, newest
// first, with the blood-pressure and glucose trend of the vitals. Framework-free; the server checks permission and
// tenant on every read (another clinic's patient answers 404).
import { ForbiddenError, NotFoundError, PermissionError, type ClinicClient } from '@clinic/sdk';
import { findField, refTargetOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { assessBmi } from '@clinic/sdk/validators';
import { createObservableStore } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import { refTagOptions, refTagsOf, type RefTag } from '../resource/ref-tags.js';
import {
  healthFileSectionsOf,
  patientListHref,
  PATIENT_FIELD,
  type HealthFileSection,
} from './health-file-sections.js';

type Row = Record<string, unknown>;
type Client = Pick<ClinicClient, 'resource' | 'download'>;

export const BASIC_TAB = 'basic';
export const BASIC_TAB_TITLE = '基本资料';
/** Rows per page of a record tab. */
export const SECTION_PAGE_SIZE = 10;
/** Measurements the trend chart draws at most (the newest ones). */
export const TREND_LIMIT = 200;

export interface PatientFact {
  label: string;
  value: string;
}

export interface PatientFile {
  id: string;
  name: string;
  facts: PatientFact[];
  labels: RefTag[];
}

export interface SectionState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  rows: Row[];
  total: number;
  pageNo: number;
  error: string | null;
}

export interface TrendSeries {
  name: string;
  data: (number | null)[];
}

/** The vitals over time, oldest first: one chart of pressures (mmHg), one of fasting glucose (mmol/L). */
export interface VitalTrend {
  labels: string[];
  pressure: TrendSeries[];
  glucose: TrendSeries[];
}

export interface HealthFileTab {
  key: string;
  title: string;
}

export interface HealthFileSnapshot {
  status: 'loading' | 'ready' | 'notFound' | 'denied' | 'error';
  error: string | null;
  patient: PatientFile | null;
  /** 健康档案-张三 once the patient is read. */
  title: string;
  tabs: HealthFileTab[];
  active: string;
  sections: Record<string, SectionState>;
  /** null until the vitals tab is first shown. */
  trend: VitalTrend | null;
  trendLoading: boolean;
}

export interface HealthFileModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): HealthFileSnapshot;
  /** The record tabs the user may see (their columns and list link). */
  readonly sections: readonly HealthFileSection[];
  load(): Promise<void>;
  select(key: string): void;
  setPage(key: string, pageNo: number): Promise<void>;
  /** The full list of a tab's resource filtered by this patient; null without a list page. */
  listHref(key: string): string | null;
}

export interface HealthFileOptions {
  client: Client;
  patientId: string;
  /** The user's permission codes (usePermissions().has). */
  can: (code: string) => boolean;
  registry?: Readonly<Record<string, ResourceDef>>;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The server's name for a stored value, never the raw id it answers when it has no name. */
function named(row: Row, key: string): string {
  const label = text(row[`${key}_dictText`]);
  if (label !== '' && label !== text(row[key])) return label;
  return label === '' ? text(row[key]) : '';
}

/** The 基本资料 rows in the order a file reads, titled as the patient declaration titles them. */
const FACT_FIELDS = [
  'name',
  'sex',
  'birthday',
  'age',
  'idCard',
  'phone',
  'diseaseType',
  'status',
  'height',
  'weight',
  'bmi',
  'doctorId',
  'deptId',
  'areaCode',
  'address',
  'lastVisit',
  'remark',
] as const;

/** A patient record (masked as the server answered it) as the facts 基本资料 shows. */
export function patientFactsOf(row: Row, def: ResourceDef = resources.patient): PatientFact[] {
  return FACT_FIELDS.map((key) => {
    if (key === 'bmi') {
      const bmi = assessBmi(Number(row.height), Number(row.weight));
      return { label: 'BMI', value: bmi ? `${bmi.bmi}（${bmi.band}）` : '' };
    }
    const field = findField(def, key);
    const value = field?.ref !== undefined || field?.dict !== undefined ? named(row, key) : text(row[key]);
    return { label: field?.title ?? key, value };
  }).map((fact) => ({ ...fact, value: fact.value === '' ? '—' : fact.value }));
}

const numberOr = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** The field's title without its unit: 收缩压(mmHg) → 收缩压. */
const seriesName = (def: ResourceDef, key: string) =>
  (findField(def, key)?.title ?? key).replace(/\(.*\)$/, '');

/** Measurements (any order) as the trend: oldest first, labelled by day (and time when a day has two). */
export function vitalTrendOf(rows: readonly Row[], def: ResourceDef = resources.vitalSign): VitalTrend {
  const sorted = [...rows].sort((a, b) => text(a.measureTime).localeCompare(text(b.measureTime)));
  const days = sorted.map((r) => text(r.measureTime).slice(0, 10));
  const labels = sorted.map((r, i) =>
    days.indexOf(days[i]!) !== days.lastIndexOf(days[i]!) ? text(r.measureTime).slice(0, 16) : days[i]!,
  );
  const series = (key: string): TrendSeries => ({
    name: seriesName(def, key),
    data: sorted.map((r) => numberOr(r[key])),
  });
  return {
    labels,
    pressure: [series('systolic'), series('diastolic')],
    glucose: [series('fastingGlucose')],
  };
}

const emptySection = (): SectionState => ({ status: 'idle', rows: [], total: 0, pageNo: 1, error: null });

function failureStatus(error: unknown): HealthFileSnapshot['status'] {
  if (error instanceof NotFoundError) return 'notFound';
  if (error instanceof ForbiddenError || error instanceof PermissionError) return 'denied';
  return 'error';
}

export function createHealthFileModel(options: HealthFileOptions): HealthFileModel {
  const { client, patientId, can } = options;
  const registry = options.registry ?? resources;
  const sections = healthFileSectionsOf(can, registry);
  const store = createObservableStore<HealthFileSnapshot>({
    status: 'loading',
    error: null,
    patient: null,
    title: BASIC_TAB_TITLE,
    tabs: [
      { key: BASIC_TAB, title: BASIC_TAB_TITLE },
      ...sections.map((s) => ({ key: s.key, title: s.title })),
    ],
    active: BASIC_TAB,
    sections: Object.fromEntries(sections.map((s) => [s.key, emptySection()])),
    trend: null,
    trendLoading: false,
  });
  const snap = () => store.getSnapshot();
  const sectionOf = (key: string) => sections.find((s) => s.key === key);
  const patientDef = (Object.values(registry).find((d) => d.name === 'patient') ??
    resources.patient) as ResourceDef;
  // A page asked for later wins over an earlier answer still on its way.
  const asked: Record<string, number> = {};

  const putSection = (key: string, patch: Partial<SectionState>) =>
    store.update({ sections: { ...snap().sections, [key]: { ...snap().sections[key]!, ...patch } } });

  const listOf = (def: ResourceDef, pageNo: number, pageSize: number) =>
    client.resource<Row>(def.base).list({
      pageNo,
      pageSize,
      [PATIENT_FIELD]: patientId,
      // newest first: the declaration's own order field, else the creation time
      column: def.defaultSort?.field ?? 'createTime',
      order: 'desc',
    });

  const setPage = async (key: string, pageNo: number) => {
    const section = sectionOf(key);
    if (!section) return;
    const ticket = (asked[key] = (asked[key] ?? 0) + 1);
    putSection(key, { status: 'loading', pageNo, error: null });
    try {
      const page = await listOf(section.def, pageNo, SECTION_PAGE_SIZE);
      if (asked[key] !== ticket) return;
      const rows = (Array.isArray(page) ? page : page.records) ?? [];
      const total = Array.isArray(page) ? page.length : Number(page.total ?? rows.length);
      putSection(key, { status: 'ready', rows, total });
    } catch (error) {
      if (asked[key] !== ticket) return;
      putSection(key, {
        status: 'error',
        rows: [],
        total: 0,
        error: userMessageOf(error, '加载失败，请稍后重试'),
      });
    }
  };

  const loadTrend = async (def: ResourceDef) => {
    store.update({ trendLoading: true });
    try {
      const page = await listOf(def, 1, TREND_LIMIT);
      const rows = (Array.isArray(page) ? page : page.records) ?? [];
      store.update({ trend: vitalTrendOf(rows, def), trendLoading: false });
    } catch {
      // The table beside it says what failed; the chart stays empty.
      store.update({ trend: vitalTrendOf([], def), trendLoading: false });
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: snap,
    sections,
    async load() {
      store.update({ status: 'loading', error: null });
      let row: Row;
      try {
        row = await client.resource<Row>(patientDef.base).queryById(patientId);
      } catch (error) {
        store.update({ status: failureStatus(error), error: userMessageOf(error, '加载失败，请稍后重试') });
        return;
      }
      const name = text(row.name);
      const labelField = findField(patientDef, 'labelIds');
      const target = labelField?.ref === undefined ? null : refTargetOf(labelField.ref);
      const options = target ? await refTagOptions(client, target).catch(() => []) : [];
      store.update({
        status: 'ready',
        title: name ? `健康档案-${name}` : '健康档案',
        patient: {
          id: patientId,
          name,
          facts: patientFactsOf(row, patientDef),
          labels: refTagsOf(row.labelIds, row.labelIds_dictText, options),
        },
      });
    },
    select(key) {
      if (key !== BASIC_TAB && !sectionOf(key)) return;
      store.update({ active: key });
      const section = sectionOf(key);
      if (!section || snap().status !== 'ready') return;
      if (snap().sections[key]!.status === 'idle') void setPage(key, 1);
      if (section.def.name === 'vitalSign' && snap().trend === null && !snap().trendLoading)
        void loadTrend(section.def);
    },
    setPage,
    listHref(key) {
      const section = sectionOf(key);
      return section?.listPath ? patientListHref(section.listPath, patientId) : null;
    },
  };
}
