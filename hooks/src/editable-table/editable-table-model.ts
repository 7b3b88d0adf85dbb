// The editable table (widgets-spec 编辑表格): add (one row by default, a second click within 1500 ms ignored), batch
// delete of the selected rows, in-cell editing (one cell at a time unless always-edit), move for drag sort, required
// cells, and the per-column sums of the statistics row.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';

export const INSERT_GUARD_MS = 1500;

export interface EditableColumn {
  key: string;
  title: string;
  type?: 'text' | 'number' | 'date' | 'select';
  required?: boolean;
  options?: readonly { value: string; label: string }[];
  /** Summed in the statistics row. */
  sum?: boolean;
  defaultValue?: string | number | null;
}

export type EditableRow = { readonly rowKey: string } & Record<string, unknown>;

export interface EditableTableSnapshot {
  rows: EditableRow[];
  selected: string[];
  /** The cell open for editing; null when none (always-edit tables edit every cell). */
  editing: { rowKey: string; key: string } | null;
  /** Cells that failed validation, keyed `${rowKey}:${key}`, with the message. */
  errors: Record<string, string>;
}

export interface EditableTableOptions {
  columns: readonly EditableColumn[];
  alwaysEdit?: boolean;
  now?: () => number;
  /** Called with the rows (without their row keys) after every change. */
  onChange?: (rows: Record<string, unknown>[]) => void;
}

export interface EditableTableModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): EditableTableSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Replaces the rows from outside (a record read back). */
  load(rows: readonly Record<string, unknown>[]): void;
  /** Adds `count` rows (default 1); false when blocked by the 1500 ms guard. */
  add(count?: number): boolean;
  toggle(rowKey: string, on?: boolean): void;
  toggleAll(on: boolean): void;
  /** Removes the selected rows; false (with a warning) when none is selected. */
  removeSelected(): boolean;
  startEdit(rowKey: string, key: string): void;
  endEdit(): void;
  setCell(rowKey: string, key: string, value: unknown): void;
  /** Moves the row at `from` to index `to` (drag sort). */
  move(from: number, to: number): void;
  /** Sums of the `sum` columns over the rows (empty and non-numeric cells count 0). */
  totals(): Record<string, number>;
  /** Marks empty required cells; true when there is none. */
  validate(): boolean;
  value(): Record<string, unknown>[];
}

const cellKey = (rowKey: string, key: string) => `${rowKey}:${key}`;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function createEditableTableModel(options: EditableTableOptions): EditableTableModel {
  const now = options.now ?? Date.now;
  const store = createObservableStore<EditableTableSnapshot>({
    rows: [],
    selected: [],
    editing: null,
    errors: {},
  });
  let seq = 0;
  let lastInsertAt = Number.NEGATIVE_INFINITY;
  const newKey = () => `r${++seq}`;
  const plain = (rows: readonly EditableRow[]) =>
    rows.map(({ rowKey: _key, ...rest }) => ({ ...rest }) as Record<string, unknown>);
  const commit = (patch: Partial<EditableTableSnapshot>) => {
    store.update(patch);
    options.onChange?.(plain(store.getSnapshot().rows));
  };
  const blankRow = (): EditableRow => {
    const row: Record<string, unknown> = { rowKey: newKey() };
    for (const c of options.columns) row[c.key] = c.defaultValue ?? (c.type === 'number' ? null : '');
    return row as EditableRow;
  };

  const model: EditableTableModel = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    load(rows) {
      store.set({
        rows: rows.map((r) => ({ ...r, rowKey: newKey() })),
        selected: [],
        editing: null,
        errors: {},
      });
    },
    add(count = 1) {
      const at = now();
      if (at - lastInsertAt < INSERT_GUARD_MS) return false;
      lastInsertAt = at;
      const added = Array.from({ length: Math.max(1, Math.floor(count)) }, blankRow);
      const first = added[0]!;
      const firstColumn = options.columns[0];
      commit({
        rows: [...store.getSnapshot().rows, ...added],
        editing: !options.alwaysEdit && firstColumn ? { rowKey: first.rowKey, key: firstColumn.key } : null,
      });
      return true;
    },
    toggle(rowKey, on) {
      const selected = new Set(store.getSnapshot().selected);
      const next = on ?? !selected.has(rowKey);
      if (next) selected.add(rowKey);
      else selected.delete(rowKey);
      store.update({
        selected: store
          .getSnapshot()
          .rows.map((r) => r.rowKey)
          .filter((k) => selected.has(k)),
      });
    },
    toggleAll(on) {
      store.update({ selected: on ? store.getSnapshot().rows.map((r) => r.rowKey) : [] });
    },
    removeSelected() {
      const { rows, selected, errors, editing } = store.getSnapshot();
      if (selected.length === 0) {
        store.notify('warning', t('list.selectOne'));
        return false;
      }
      const gone = new Set(selected);
      commit({
        rows: rows.filter((r) => !gone.has(r.rowKey)),
        selected: [],
        editing: editing && gone.has(editing.rowKey) ? null : editing,
        errors: Object.fromEntries(Object.entries(errors).filter(([k]) => !gone.has(k.split(':')[0]!))),
      });
      return true;
    },
    startEdit(rowKey, key) {
      if (options.alwaysEdit) return;
      store.update({ editing: { rowKey, key } });
    },
    endEdit() {
      if (store.getSnapshot().editing) store.update({ editing: null });
    },
    setCell(rowKey, key, value) {
      const { rows, errors } = store.getSnapshot();
      const { [cellKey(rowKey, key)]: _fixed, ...rest } = errors;
      commit({
        rows: rows.map((r) => (r.rowKey === rowKey ? ({ ...r, [key]: value } as EditableRow) : r)),
        errors: isBlank(value) ? errors : rest,
      });
    },
    move(from, to) {
      const rows = [...store.getSnapshot().rows];
      if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return;
      const [row] = rows.splice(from, 1);
      rows.splice(to, 0, row!);
      commit({ rows });
    },
    totals() {
      const sums: Record<string, number> = {};
      for (const c of options.columns.filter((col) => col.sum)) {
        sums[c.key] = store.getSnapshot().rows.reduce((total, r) => {
          const n = Number(r[c.key]);
          return total + (isBlank(r[c.key]) || !Number.isFinite(n) ? 0 : n);
        }, 0);
      }
      return sums;
    },
    validate() {
      const errors: Record<string, string> = {};
      for (const row of store.getSnapshot().rows)
        for (const c of options.columns)
          if (c.required && isBlank(row[c.key])) errors[cellKey(row.rowKey, c.key)] = `请输入${c.title}`;
      store.update({ errors });
      return Object.keys(errors).length === 0;
    },
    value: () => plain(store.getSnapshot().rows),
  };
  return model;
}

export { cellKey as editableCellKey };
