// Framework-free state of the cron editor: the model, its composed value, bound notices, description and fire times.

import { clampList, clampNumber } from './cron-bounds.js';
import { composeCron } from './compose-cron.js';
import { createDefaultModel } from './cron-defaults.js';
import { cronMessages } from './cron-messages.js';
import type {
  CronModel,
  CronNotice,
  DayField,
  DayMode,
  DayPart,
  NumericField,
  NumericMode,
  NumericPart,
  NumericPartName,
} from './cron-types.js';
import { describeCron } from './describe-cron.js';
import { nextFireTimesOf } from './fire-times.js';
import { safeParseCron } from './parse-cron.js';

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

export class CronEditorModel {
  private snapshot: CronEditorSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => Date;
  private readonly fireTimeCount: number;

  constructor(initial = '', options: CronEditorOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.fireTimeCount = options.fireTimeCount ?? 5;
    const parsed = safeParseCron(initial);
    this.snapshot = parsed.ok
      ? this.build(parsed.model, null, parsed.notices)
      : this.build(createDefaultModel(), parsed.message, []);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CronEditorSnapshot => this.snapshot;

  get value(): string {
    return this.snapshot.value;
  }

  /** Opens an existing expression; an empty one starts from the defaults. False (and `error`) when unreadable. */
  setValue(expression: string): boolean {
    const parsed = safeParseCron(expression);
    if (!parsed.ok) {
      this.emit({ ...this.snapshot, error: parsed.message, notices: [] });
      return false;
    }
    this.emit(this.build(parsed.model, null, parsed.notices));
    return true;
  }

  reset(): void {
    this.emit(this.build(createDefaultModel(), null, []));
  }

  setMode(part: 'day', mode: DayMode): void;
  setMode(part: NumericPartName, mode: NumericMode): void;
  setMode(part: NumericPartName | 'day', mode: NumericMode | DayMode): void {
    const model = this.snapshot.model;
    const next = { ...model, [part]: { ...model[part], mode } } as CronModel;
    this.emit(this.build(next, null, []));
  }

  /** Lists (`values`, `weekdays`, `days`) take arrays, the rest numbers; out-of-bound input is clamped with a notice. */
  setField<F extends DayField>(part: 'day', field: F, value: DayPart[F]): void;
  setField<F extends NumericField>(part: NumericPartName, field: F, value: NumericPart[F]): void;
  setField(part: NumericPartName | 'day', field: NumericField | DayField, value: number | number[]): void {
    const notices: CronNotice[] = [];
    let fieldValue: number | number[];
    if (LIST_FIELDS.has(field)) {
      const clamped = clampList(part, field, Array.isArray(value) ? value : [value]);
      notices.push(...clamped.notices);
      if (clamped.value.length === 0) {
        // An empty selection would compose to a default (unticking every weekday silently meant Sunday): refused.
        const message = field === 'weekdays' ? cronMessages.emptyWeekdays : cronMessages.emptySelection(part);
        this.emit({ ...this.snapshot, notices: [...notices, { part, field, message }] });
        return;
      }
      fieldValue = clamped.value;
    } else {
      const clamped = clampNumber(part, field, Array.isArray(value) ? Number(value[0]) : value);
      if (clamped.notice) notices.push(clamped.notice);
      fieldValue = clamped.value;
    }
    const current: NumericPart | DayPart = this.snapshot.model[part];
    const next = { ...this.snapshot.model, [part]: { ...current, [field]: fieldValue } } as CronModel;
    this.emit(this.build(next, null, notices));
  }

  /** Recomputes the fire-time preview against the clock, for a dialog left open a while. */
  refresh(): void {
    this.emit(this.build(this.snapshot.model, this.snapshot.error, this.snapshot.notices));
  }

  private build(model: CronModel, error: string | null, notices: CronNotice[]): CronEditorSnapshot {
    const value = composeCron(model);
    const described = describeCron(value);
    return {
      model,
      value,
      error,
      notices,
      description: described.ok ? described.text : null,
      nextFireTimes: nextFireTimesOf(model, this.fireTimeCount, this.now()),
    };
  }

  private emit(next: CronEditorSnapshot): void {
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }
}
