// The framework-free advanced query: the modal's rows and match type, the query/reset rules and the active mark.
import { t } from '../i18n/index.js';
import type { SuperQueryValue } from '../list-page/list-types.js';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { encodeSuperQuery, parseSuperQuery, toConditions } from './super-query-codec.js';
import { flattenFields } from './super-query-fields.js';
import { freshRow, rowsFrom, withField, withRule, withValue } from './super-query-rows.js';
import type {
  MatchType,
  RowValue,
  SuperQueryCondition,
  SuperQueryField,
  SuperQueryFieldDef,
  SuperQueryRow,
  SuperQueryRule,
} from './super-query-types.js';

export interface SuperQueryState {
  visible: boolean;
  rows: SuperQueryRow[];
  matchType: MatchType;
  /** An advanced query is in effect: the page shows the active mark with its clear link. */
  active: boolean;
  /** The conditions in effect, for the active mark's tooltip. */
  applied: SuperQueryCondition[];
}

export interface SuperQueryModel {
  readonly fields: readonly SuperQueryField[];
  subscribe(listener: () => void): () => void;
  getSnapshot(): SuperQueryState;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Called with the new advanced query after query, reset and clear (null: none). */
  onChange(listener: (value: SuperQueryValue | null) => void): () => void;
  open(): void;
  close(): void;
  /** Adds a fresh row after the row with `afterKey`, or at the end. */
  addRow(afterKey?: number): void;
  removeRow(key: number): void;
  setField(key: number, field: string): void;
  setRule(key: number, rule: SuperQueryRule): void;
  setValue(key: number, val: RowValue | undefined): void;
  setMatchType(matchType: MatchType): void;
  /** Emits and closes, or warns 不能查询空条件 and returns null when no row is complete. */
  query(): SuperQueryValue | null;
  /** One fresh row, nothing in effect, reported as empty. */
  reset(): void;
  /** The active mark's clear link: same as reset, the modal stays as it was. */
  clear(): void;
  /** Restores the rows and the active mark from a value held elsewhere (the URL); does not emit. */
  load(value: SuperQueryValue | null): void;
  /** Fills the modal from stored rows (a saved query) without running it. */
  fill(
    records: readonly { field?: string; rule?: SuperQueryRule; val?: RowValue }[],
    matchType: MatchType,
  ): void;
}

export function createSuperQueryModel(defs: readonly SuperQueryFieldDef[]): SuperQueryModel {
  const fields = flattenFields(defs);
  const byValue = new Map(fields.map((field) => [field.value, field]));
  const store = createObservableStore<SuperQueryState>({
    visible: false,
    rows: [],
    matchType: 'and',
    active: false,
    applied: [],
  });
  const changeListeners = new Set<(value: SuperQueryValue | null) => void>();
  const emit = (value: SuperQueryValue | null) => changeListeners.forEach((listener) => listener(value));

  const mapRow = (key: number, change: (row: SuperQueryRow) => SuperQueryRow) =>
    store.update({ rows: store.getSnapshot().rows.map((row) => (row.key === key ? change(row) : row)) });

  function resetState(visible: boolean): void {
    store.update({ rows: [freshRow()], active: false, applied: [], visible });
    emit(null);
  }

  return {
    fields,
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    open() {
      const { rows } = store.getSnapshot();
      store.update({ visible: true, rows: rows.length === 0 ? [freshRow()] : rows });
    },
    close() {
      store.update({ visible: false });
    },
    addRow(afterKey) {
      const rows = [...store.getSnapshot().rows];
      const index = afterKey === undefined ? -1 : rows.findIndex((row) => row.key === afterKey);
      rows.splice(index === -1 ? rows.length : index + 1, 0, freshRow());
      store.update({ rows });
    },
    removeRow(key) {
      store.update({ rows: store.getSnapshot().rows.filter((row) => row.key !== key) });
    },
    setField(key, field) {
      mapRow(key, (row) => withField(row, byValue.get(field), field));
    },
    setRule(key, rule) {
      mapRow(key, (row) => withRule(row, rule));
    },
    setValue(key, val) {
      mapRow(key, (row) => withValue(row, val));
    },
    setMatchType(matchType) {
      store.update({ matchType });
    },
    query() {
      const { rows, matchType } = store.getSnapshot();
      const applied = toConditions(rows);
      if (applied.length === 0) {
        store.notify('warning', t('superQuery.emptyQuery'));
        return null;
      }
      const value = encodeSuperQuery(applied, matchType);
      store.update({ visible: false, active: true, applied });
      emit(value);
      return value;
    },
    reset: () => resetState(store.getSnapshot().visible),
    clear: () => resetState(store.getSnapshot().visible),
    load(value) {
      if (!value) {
        store.update({ active: false, applied: [] });
        return;
      }
      try {
        const { conditions, matchType } = parseSuperQuery(value.superQueryParams, value.superQueryMatchType);
        const active = conditions.length > 0;
        store.update({ rows: rowsFrom(conditions, fields), matchType, active, applied: conditions });
      } catch {
        // A hand-edited address: show nothing in effect rather than a half-restored query.
        store.update({ active: false, applied: [] });
      }
    },
    fill(records, matchType) {
      const rows = rowsFrom(records, fields);
      store.update({ rows: rows.length === 0 ? [freshRow()] : rows, matchType });
    },
  };
}
