// The business page of a notice whose component has no console page of its own (openType 'component', e.g.
// rws/SubjectAudit): a read-only view of the record it names (busId), labelled from the resource's declaration.
import { resources, type ResourceDef } from '@clinic/sdk/resources';
import { createObservableStore } from '../core/observable-store.js';
import { listColumnsOf } from '../resource/resource-view.js';
import type { RecordValues } from '../resource/record-service.js';
import { userMessageOf } from '../core/user-message.js';

/** Notice components shown as one record of a declared resource (the component name → the resource). */
export const NOTICE_RECORD_COMPONENTS: Readonly<Record<string, ResourceDef>> = {
  'rws/SubjectAudit': resources.subject,
  'rws/SubjectDetail': resources.subject,
  'rws/TaskDetail': resources.task,
  'rws/ProjectDetail': resources.project,
  'chronic/PatientDetail': resources.patient,
  'chronic/FollowupDetail': resources.followup,
};

export const NOTICE_RECORD_LOAD_FAILED = '记录加载失败';
export const NOTICE_RECORD_MISSING = '该消息未关联记录';
const EMPTY_VALUE = '—';

/** The resource whose record a notice component shows, or null when the component is not one of them. */
export function noticeRecordResourceOf(component: string): ResourceDef | null {
  return Object.hasOwn(NOTICE_RECORD_COMPONENTS, component)
    ? (NOTICE_RECORD_COMPONENTS[component] ?? null)
    : null;
}

export interface NoticeRecordField {
  key: string;
  label: string;
  /** The server's label for dictionary values and stored ids (never the raw id), else the value; — when empty. */
  value: string;
}

export interface NoticeRecordSnapshot {
  status: 'loading' | 'ready' | 'error';
  /** The resource's title, e.g. 受试者. */
  title: string;
  fields: NoticeRecordField[];
  error: string | null;
}

export interface NoticeRecordModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): NoticeRecordSnapshot;
  /** Loads the record; a reload after a failure is the 重试 button. */
  load(): Promise<void>;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}

export function noticeRecordFields(def: ResourceDef, record: RecordValues): NoticeRecordField[] {
  return listColumnsOf(def).map((column) => ({
    key: column.key,
    label: column.title,
    value: shown(column.dict ? (record[`${column.key}_dictText`] ?? record[column.key]) : record[column.key]),
  }));
}

export interface NoticeRecordOptions {
  def: ResourceDef;
  busId: string | null;
  /** Reads one record of the resource (recordServiceOf(client, def).read). */
  read(id: string): Promise<RecordValues>;
}

export function createNoticeRecordModel({ def, busId, read }: NoticeRecordOptions): NoticeRecordModel {
  const store = createObservableStore<NoticeRecordSnapshot>({
    status: 'loading',
    title: def.title,
    fields: [],
    error: null,
  });
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async load() {
      if (!busId) {
        store.update({ status: 'error', error: NOTICE_RECORD_MISSING });
        return;
      }
      store.update({ status: 'loading', error: null });
      try {
        const record = await read(busId);
        store.update({ status: 'ready', fields: noticeRecordFields(def, record) });
      } catch (error) {
        store.update({ status: 'error', error: userMessageOf(error, NOTICE_RECORD_LOAD_FAILED) });
      }
    },
  };
}
