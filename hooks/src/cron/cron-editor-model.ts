// Framework-free state of the cron editor: the model, its composed value, bound notices, description and fire times.

import { createObservableStore } from '../core/observable-store.js';
import {
  clampList,
  clampNumber,
  composeCron,
  createDefaultModel,
  cronMessages,
  nextFireTimesOf,
  safeParseCron,
  type CronModel,
  type CronNotice,
  type DayField,
  type DayMode,
  type DayPart,
  type NumericField,
  type NumericMode,
  type NumericPart,
  type NumericPartName,
} from '@clinic/sdk/cron';
import { describeCron } from './describe-cron.js';

export interface CronEditorSnapshot {
  model: CronModel;
  /** The composed Quartz expression: what OK emits. */
  value: string;
  /** Why the last `setValue` was refused (the model then keeps its previous state). */
  error: string | null;
  /** Values the last change moved into bounds, with the reason. */
  notices: CronNotice[];
  /** Chinese description, or null when cronstrue cannot describe it. */
  description: string | null;
  nextFireTimes: Date[];
}

export interface CronEditorOptions {
  /** Clock for the fire-time preview; injectable for tests. */
  now?: () => Date;
  fireTimeCount?: number;
}

const LIST_FIELDS = new Set<string>(['values', 'weekdays', 'days']);

export interface CronEditorModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CronEditorSnapshot;
  /** The composed expression now (the snapshot's `value`). */
  readonly value: string;
  /** Opens an existing expression; an empty one starts from the defaults. False (and `error`) when unreadable. */
  setValue(expression: string): boolean;
  reset(): void;
  setMode(part: 'day', mode: DayMode): void;
  setMode(part: NumericPartName, mode: NumericMode): void;
  /** Lists (`values`, `weekdays`, `days`) take arrays, the rest numbers; out-of-bound input is clamped with a notice. */
  setField<F extends DayField>(part: 'day', field: F, value: DayPart[F]): void;
  setField<F extends NumericField>(part: NumericPartName, field: F, value: NumericPart[F]): void;
  /** Recomputes the fire-time preview against the clock, for a dialog left open a while. */
  refresh(): void;
}

export function createCronEditorModel(initial = '', options: CronEditorOptions = {}): CronEditorModel {
  const now = options.now ?? (() => new Date());
  const fireTimeCount = options.fireTimeCount ?? 5;

  const build = (model: CronModel, error: string | null, notices: CronNotice[]): CronEditorSnapshot => {
    const value = composeCron(model);
    const described = describeCron(value);
    return {
      model,
      value,
      error,
      notices,
      description: described.ok ? described.text : null,
      nextFireTimes: nextFireTimesOf(model, fireTimeCount, now()),
    };
  };

  const parsed = safeParseCron(initial);
  const store = createObservableStore<CronEditorSnapshot>(
    parsed.ok ? build(parsed.model, null, parsed.notices) : build(createDefaultModel(), parsed.message, []),
  );
  const snapshot = store.getSnapshot;

  function setMode(part: NumericPartName | 'day', mode: NumericMode | DayMode): void {
    const model = snapshot().model;
    const next = { ...model, [part]: { ...model[part], mode } } as CronModel;
    store.set(build(next, null, []));
  }

  function setField(
    part: NumericPartName | 'day',
    field: NumericField | DayField,
    value: number | number[],
  ): void {
    const notices: CronNotice[] = [];
    let fieldValue: number | number[];
    if (LIST_FIELDS.has(field)) {
      const clamped = clampList(part, field, Array.isArray(value) ? value : [value]);
      notices.push(...clamped.notices);
      if (clamped.value.length === 0) {
        // An empty selection would compose to a default (unticking every weekday silently meant Sunday): refused.
        const message = field === 'weekdays' ? cronMessages.emptyWeekdays : cronMessages.emptySelection(part);
        store.update({ notices: [...notices, { part, field, message }] });
        return;
      }
      fieldValue = clamped.value;
    } else {
      const clamped = clampNumber(part, field, Array.isArray(value) ? Number(value[0]) : value);
      if (clamped.notice) notices.push(clamped.notice);
      fieldValue = clamped.value;
    }
    const current: NumericPart | DayPart = snapshot().model[part];
    const next = { ...snapshot().model, [part]: { ...current, [field]: fieldValue } } as CronModel;
    store.set(build(next, null, notices));
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: snapshot,
    get value() {
      return snapshot().value;
    },
    setValue(expression) {
      const result = safeParseCron(expression);
      if (!result.ok) {
        store.update({ error: result.message, notices: [] });
        return false;
      }
      store.set(build(result.model, null, result.notices));
      return true;
    },
    reset() {
      store.set(build(createDefaultModel(), null, []));
    },
    setMode,
    setField,
    refresh() {
      const { model, error, notices } = snapshot();
      store.set(build(model, error, notices));
    },
  };
}
