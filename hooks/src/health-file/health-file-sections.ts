// The 健康档案's record tabs: each one declared resource of the registry, read by the patient's id. A tab shows when
// its resource is declared with a patientId filter and the user may list it; its columns are the declaration's.
import { filterOf, findField, hasLabel, resources, type ResourceDef } from '@clinic/sdk/resources';
import { dimensionsOf } from '../questionnaire/questionnaire-fill-model.js';
import { listColumnsOf, type ResourceColumn } from '../resource/resource-view.js';

type Row = Record<string, unknown>;

export interface HealthFileSectionDecl {
  key: string;
  /** The declared resource's name (sdk/src/resources/defs). */
  resource: string;
  /** The tab's title. */
  title: string;
  /** Fields the list leaves out that a file shows (随访建议, 干预内容: long text, after the list's columns). */
  more?: readonly string[];
  /** Cells shown otherwise than as stored (a JSON of subtotals as 躯体症状 5；情绪 3). */
  cells?: Readonly<Record<string, (row: Row) => string>>;
}

const dimensionsText = (row: Row) =>
  dimensionsOf(row.dimensionScores)
    .map((d) => `${d.name} ${d.score}`)
    .join('；');

/** The tabs after 基本资料, in the order a clinician reads a file. */
export const HEALTH_FILE_SECTIONS: readonly HealthFileSectionDecl[] = [
  { key: 'vitals', resource: 'vitalSign', title: '体征记录' },
  { key: 'followups', resource: resources.followup.name, title: '随访记录', more: ['advice'] },
  {
    key: 'questionnaires',
    resource: 'questionnaireResult',
    title: '问卷结果',
    cells: { dimensionScores: dimensionsText },
  },
  { key: 'interventions', resource: 'intervention', title: '干预记录', more: ['content'] },
  { key: 'appointments', resource: 'appointment', title: '预约' },
];

/** Where a patient's 健康档案 opens (a route of the console, kept as a tab titled by the patient's name). */
export const HEALTH_FILE_PATH = '/chronic/patient/healthFile';

export const healthFilePathOf = (patientId: string) => `${HEALTH_FILE_PATH}/${encodeURIComponent(patientId)}`;

/** The field a resource names its patient by. */
export const PATIENT_FIELD = 'patientId';
/** Every row is the patient's; when a row was typed in says nothing on a file. */
const HIDDEN_COLUMNS = [PATIENT_FIELD, 'createTime'];

/** A tab's column: the list's, or long text the file adds (`wrap`: shown over lines, the others on one). */
export type HealthFileColumn = ResourceColumn & { wrap?: boolean };

export interface HealthFileSection {
  key: string;
  title: string;
  def: ResourceDef;
  /** The declaration's list columns less the patient (every row is this patient's) and 创建时间. */
  columns: HealthFileColumn[];
  cells: Readonly<Record<string, (row: Row) => string>>;
  /** The full list of the resource, filtered by the patient; null when the resource has no menu page. */
  listPath: string | null;
}

export function declaredResource(
  name: string,
  registry: Readonly<Record<string, ResourceDef>> = resources,
): ResourceDef | undefined {
  return Object.values(registry).find((def) => def.name === name);
}

/** True when the resource's list takes the patient's id (a patientId field with a list filter). */
export function listsByPatient(def: ResourceDef): boolean {
  const field = findField(def, PATIENT_FIELD);
  return field !== undefined && filterOf(field) === 'eq';
}

function moreColumns(def: ResourceDef, names: readonly string[]): HealthFileColumn[] {
  return names.flatMap((name) => {
    const field = findField(def, name);
    return field
      ? [{ key: name, title: field.title, dict: hasLabel(field), sortable: false, wrap: true }]
      : [];
  });
}

/** The sections the user sees: declared, listed by patient, and allowed to be listed (`<permission>:list`). */
export function healthFileSectionsOf(
  can: (code: string) => boolean,
  registry: Readonly<Record<string, ResourceDef>> = resources,
  decls: readonly HealthFileSectionDecl[] = HEALTH_FILE_SECTIONS,
): HealthFileSection[] {
  return decls.flatMap((decl) => {
    const def = declaredResource(decl.resource, registry);
    if (!def || !listsByPatient(def) || !can(`${def.permission}:list`)) return [];
    return [
      {
        key: decl.key,
        title: decl.title,
        def,
        columns: [...listColumnsOf(def), ...moreColumns(def, decl.more ?? [])].filter(
          (c) => !HIDDEN_COLUMNS.includes(c.key),
        ),
        cells: decl.cells ?? {},
        listPath: def.menu?.path ?? null,
      },
    ];
  });
}

/** The resource's list page showing one patient's rows (its query form's 患者 filled in). */
export function patientListHref(listPath: string, patientId: string): string {
  return `${listPath}?${new URLSearchParams({ [`q.${PATIENT_FIELD}`]: patientId }).toString()}`;
}
