// 新增 / 编辑 of a declared resource: the form's fields for the mode, the record read for an edit (pickers get its
// labels), and the save with the server's message; framework-free (useRecordForm binds it to React).
import type { ResourceDef } from '@clinic/sdk/resources';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { fromRecordValues, type FormField, type FormFieldOption } from '../form/form-schema.js';
import { t } from '../i18n/index.js';
import { userMessageOf } from '../core/user-message.js';
import {
  formFieldsOf,
  recordBodyOf,
  refFieldsOf,
  withMaskedValues,
  withoutUnchangedMasks,
  withRecordLabels,
  withRefOptions,
  type RecordFormMode,
} from './record-form-fields.js';
import type { RecordService } from './record-service.js';

/** An add may start from values (a child department under its parent); their `<name>_dictText` label pickers. */
export type RecordFormTarget =
  { mode: 'add'; values?: Readonly<Record<string, unknown>> } | { mode: 'edit'; id: string };

export interface RecordFormSnapshot {
  /** null: the dialog is closed. */
  target: RecordFormTarget | null;
  mode: RecordFormMode;
  /** The fields to draw (with the record's labels for an edit); empty while the record loads. */
  fields: readonly FormField[];
  /** Initial values of an edit (the record in the form's shapes); null for an add. */
  values: Record<string, unknown> | null;
  /** The edited record as read, labels and computed values included (what a page shows beside the form: a visit's
   * plan); null for an add and while it loads. */
  record: Readonly<Record<string, unknown>> | null;
  loading: boolean;
  /** The load failed: the message to show in place of the form. */
  error: string | null;
  saving: boolean;
}

export interface RecordFormModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RecordFormSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  open(target: RecordFormTarget): void;
  close(): void;
  /** Saves the form's submit values; true when saved (the dialog closed and onSaved ran). */
  save(values: Record<string, unknown>): Promise<boolean>;
}

/** A page's own choices for plain fields of its form, by field name (受试者's 分组: the project's groups). */
export type RecordFormChoices = () => Promise<Readonly<Record<string, readonly FormFieldOption[]>>>;

export interface RecordFormOptions {
  def: ResourceDef;
  service: RecordService;
  onSaved?: (record: { id: string | null }) => void;
  /**
   * A field with choices becomes a select of them; without any it stays as declared. A stored value not among them
   * (a record older than the choices) stays offered, so the record reads and saves as it was.
   */
  choices?: RecordFormChoices;
}

/** The fields with the page's choices as selects; `record` keeps its stored values offered. */
function withChoices(
  fields: readonly FormField[],
  choices: Readonly<Record<string, readonly FormFieldOption[]>>,
  record?: Readonly<Record<string, unknown>>,
): FormField[] {
  return fields.map((field) => {
    const offered = choices[field.name];
    if (!offered || offered.length === 0) return field;
    const stored = record?.[field.name];
    const keep =
      typeof stored === 'string' && stored !== '' && !offered.some((o) => o.value === stored)
        ? [{ value: stored, label: stored }]
        : [];
    const { maxLength: _max, minLength: _min, ...rest } = field;
    return { ...rest, type: 'select', options: [...offered, ...keep] };
  });
}

/**
 * An add's starting values of declared fields its form does not show (受试者's 所属项目, the project the list is
 * of): the form cannot carry them, yet the add needs them. Picker labels and undeclared keys stay out.
 */
function startOutsideForm(
  def: ResourceDef,
  fields: readonly FormField[],
  target: RecordFormTarget,
): Record<string, unknown> {
  if (target.mode !== 'add' || !target.values) return {};
  const shown = new Set(fields.map((f) => f.name));
  const out: Record<string, unknown> = {};
  for (const f of def.fields)
    if (!shown.has(f.name) && target.values[f.name] !== undefined) out[f.name] = target.values[f.name];
  return out;
}

const CLOSED: RecordFormSnapshot = {
  target: null,
  mode: 'add',
  fields: [],
  values: null,
  record: null,
  loading: false,
  error: null,
  saving: false,
};

export function createRecordFormModel({
  def,
  service,
  onSaved,
  choices,
}: RecordFormOptions): RecordFormModel {
  const store = createObservableStore<RecordFormSnapshot>(CLOSED);
  let opened = 0;

  /** Options of the form's reference selects; a failed lookup leaves that select empty, not the form unusable. */
  async function refOptions(
    fields: readonly FormField[],
    record?: Readonly<Record<string, unknown>>,
  ): Promise<FormField[]> {
    const offered = choices ? await choices().catch(() => ({})) : {};
    return withChoices(await refSelects(fields), offered, record);
  }

  async function refSelects(fields: readonly FormField[]): Promise<FormField[]> {
    const refs = refFieldsOf(def, fields);
    if (refs.size === 0 || !service.refOptions) return [...fields];
    const lookup = service.refOptions.bind(service);
    const found = await Promise.all(
      [...refs].map(async ([name, target]) => [name, await lookup(target).catch(() => [])] as const),
    );
    return withRefOptions(fields, new Map(found));
  }

  async function openAdd(ticket: number, fields: FormField[], start?: Readonly<Record<string, unknown>>) {
    const filled = await refOptions(fields);
    if (ticket === opened) store.update({ fields: start ? withRecordLabels(filled, start) : filled });
  }

  async function load(id: string, ticket: number, plain: FormField[]) {
    try {
      const record = await service.read(id);
      const fields = await refOptions(plain, record);
      if (ticket !== opened) return;
      store.update({
        loading: false,
        fields: withMaskedValues(def, withRecordLabels(fields, record), record),
        values: fromRecordValues(fields, record),
        record,
      });
    } catch (error) {
      if (ticket !== opened) return;
      store.update({ loading: false, error: userMessageOf(error, t('record.loadFailed')) });
    }
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    open(target) {
      const ticket = ++opened;
      const fields = formFieldsOf(def, target.mode);
      if (target.mode === 'add') {
        const start = target.values;
        store.set({
          ...CLOSED,
          target,
          mode: 'add',
          fields: start ? withRecordLabels(fields, start) : fields,
          values: start ? fromRecordValues(fields, start) : null,
        });
        void openAdd(ticket, fields, start);
        return;
      }
      store.set({ ...CLOSED, target, mode: 'edit', loading: true });
      void load(target.id, ticket, fields);
    },
    close() {
      opened++;
      store.set(CLOSED);
    },
    async save(formValues) {
      const { target, saving, fields } = store.getSnapshot();
      if (!target || saving) return false;
      const id = target.mode === 'edit' ? target.id : null;
      store.update({ saving: true });
      try {
        const body = {
          ...startOutsideForm(def, fields, target),
          ...withoutUnchangedMasks(fields, formValues),
        };
        const text = await service.save(recordBodyOf(def, body), id);
        store.notify('success', text || t(id ? 'record.editSuccess' : 'record.addSuccess'));
        opened++;
        store.set(CLOSED);
        onSaved?.({ id });
        return true;
      } catch (error) {
        store.update({ saving: false });
        store.notify('error', userMessageOf(error, t('record.saveFailed')));
        return false;
      }
    },
  };
}
