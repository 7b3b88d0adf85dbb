// The 创建项目 dialog (shell-spec 2.6, 5, 7.3): only for identifyFlag users; projectName required, targetQuantity an
// integer with the decimal part stripped as typed; 添加成功 on success, the server's message on failure.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import { userMessageOf } from '../core/user-message.js';
import type { ProjectInput, ProjectSummary, ProjectTransport } from './project-types.js';

export type ProjectField =
  'projectName' | 'codeName' | 'startTime' | 'endTime' | 'targetQuantity' | 'description';
export type ProjectFormValues = Record<ProjectField, string>;

export interface CreateProjectSnapshot {
  /** Whether the plus button exists at all (identifyFlag truthy). */
  allowed: boolean;
  open: boolean;
  values: ProjectFormValues;
  errors: Partial<Record<ProjectField, string>>;
  submitting: boolean;
}

export interface CreateProjectOptions {
  transport: Pick<ProjectTransport, 'addProject'>;
  /** identifyFlag rule (permission's `canCreateProject` over the session user). */
  canCreate: () => boolean;
  /** After 添加成功: reload the project list. */
  onCreated?: (project: ProjectSummary) => void;
}

export interface CreateProjectModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CreateProjectSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  openDialog(): void;
  close(): void;
  setField(field: ProjectField, value: string | number | null | undefined): void;
  /** Resolves to the new project, or null when invalid, refused or failed (form kept as typed). */
  submit(): Promise<ProjectSummary | null>;
}

const EMPTY: ProjectFormValues = {
  projectName: '',
  codeName: '',
  startTime: '',
  endTime: '',
  targetQuantity: '',
  description: '',
};

const MAX_TARGET = 2_147_483_647;

/** Drops the decimal part: 12.7 and "12.7" become "12", so a typed point never stays in the field. */
export function stripDecimals(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.trunc(value)) : '';
  const text = value.trim();
  const point = text.indexOf('.');
  return point === -1 ? text : text.slice(0, point);
}

export function validateProject(values: ProjectFormValues): Partial<Record<ProjectField, string>> {
  const errors: Partial<Record<ProjectField, string>> = {};
  if (!values.projectName.trim()) errors.projectName = t('project.nameRequired');
  const quantity = values.targetQuantity;
  if (quantity !== '' && (!/^\d+$/.test(quantity) || Number(quantity) > MAX_TARGET)) {
    errors.targetQuantity = t('project.targetQuantityInteger');
  }
  return errors;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function toProjectInput(values: ProjectFormValues): ProjectInput {
  return {
    projectName: values.projectName.trim(),
    codeName: orNull(values.codeName),
    startTime: orNull(values.startTime),
    endTime: orNull(values.endTime),
    targetQuantity: values.targetQuantity === '' ? null : Number(values.targetQuantity),
    description: orNull(values.description),
  };
}

export function createCreateProjectModel(options: CreateProjectOptions): CreateProjectModel {
  const { transport, canCreate, onCreated } = options;
  const store = createObservableStore<CreateProjectSnapshot>({
    allowed: canCreate(),
    open: false,
    values: EMPTY,
    errors: {},
    submitting: false,
  });

  const refuse = () => {
    store.update({ allowed: false, open: false });
    store.notify('error', t('project.createForbidden'));
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    openDialog() {
      if (!canCreate()) return refuse();
      store.update({ allowed: true, open: true, values: EMPTY, errors: {} });
    },
    close() {
      if (!store.getSnapshot().submitting) store.update({ open: false, errors: {} });
    },
    setField(field, value) {
      const text = field === 'targetQuantity' ? stripDecimals(value) : value == null ? '' : String(value);
      const { values, errors } = store.getSnapshot();
      const rest = { ...errors };
      delete rest[field];
      store.update({ values: { ...values, [field]: text }, errors: rest });
    },
    async submit() {
      const { values, submitting } = store.getSnapshot();
      if (submitting) return null;
      if (!canCreate()) {
        refuse();
        return null;
      }
      const errors = validateProject(values);
      store.update({ errors });
      if (Object.keys(errors).length > 0) return null;
      store.update({ submitting: true });
      try {
        const { project } = await transport.addProject(toProjectInput(values));
        store.update({ submitting: false, open: false, values: EMPTY });
        store.notify('success', t('project.added'));
        onCreated?.(project);
        return project;
      } catch (error) {
        store.update({ submitting: false });
        store.notify('error', userMessageOf(error, t('project.createFailed')));
        return null;
      }
    },
  };
}
