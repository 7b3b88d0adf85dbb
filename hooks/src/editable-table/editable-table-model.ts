// The editable table (widgets-spec 编辑表格) without a UI: rows kept outside React with one subscription per row (a
// keystroke re-renders one row), the cell rules on input, change and blur (cell-validator), the 1500 ms insert
// guard, keyboard grid navigation (grid-keys, grid-move), spreadsheet paste (paste-plan), undo (undo-history), drag
// order written to orderNum, totals.
import { createObservableStore } from '../core/observable-store.js';
import { isNumericDraft, normalizeNumber } from '../controls/numeric-input.js';
import { t } from '../i18n/translate.js';
import { createCellValidator, firstErrorCell, plainRow } from './cell-validator.js';
import {
  cellTypeOf,
  columnTotals,
  defaultCellValue,
  isTypedCell,
  valueFromText,
} from './editable-columns.js';
import { DEFAULT_ORDER_KEY, INSERT_GUARD_MS } from './editable-table-constants.js';
import type {
  CellPos,
  CellTrigger,
  EditableOption,
  EditableRow,
  EditableTableModel,
  EditableTableOptions,
  EditableTableSnapshot,
  RowState,
} from './editable-table-types.js';
import { handleGridKey } from './grid-keys.js';
import { cellAt, gridPosOf, stepCell, toggledSelection } from './grid-move.js';
import { createRowListeners } from './row-listeners.js';
import { createUndoHistory, type TableContents } from './undo-history.js';
import { planPaste } from './paste-plan.js';

export function createEditableTableModel(options: EditableTableOptions): EditableTableModel {
  const columns = options.columns;
  const now = options.now ?? Date.now;
  const orderKey = options.orderKey ?? DEFAULT_ORDER_KEY;
  const store = createObservableStore<EditableTableSnapshot>({
    rowKeys: [],
    selected: [],
    active: null,
    editing: null,
    canUndo: false,
  });
  let rows = new Map<string, RowState>();
  let order: string[] = [];
  const rowListeners = createRowListeners();
  const dataListeners = new Set<() => void>();
  const history = createUndoHistory();
  const loadedOptions = new Map<string, readonly EditableOption[]>();
  /** The cell whose keystrokes share one undo step (an edit session, or typing in one always-edit cell). */
  let groupCell: string | null = null;
  let editStartValue: unknown;
  let seq = 0;
  let lastInsertAt = Number.NEGATIVE_INFINITY;

  const newKey = () => `r${++seq}`;
  const cellId = (rowKey: string, key: string) => `${rowKey}\u0000${key}`;
  const columnOf = (key: string) => columns.find((c) => c.key === key);
  const plainRows = () => order.map((k) => plainRow(rows.get(k)!.row));

  let totalsCache: Record<string, number> | null = null;
  const notifyRow = (rowKey: string) => {
    totalsCache = null;
    rowListeners.notify(rowKey);
  };
  const dataChanged = () => {
    totalsCache = null;
    dataListeners.forEach((l) => l());
    options.onChange?.(plainRows());
  };
  const setRowState = (rowKey: string, next: RowState) => {
    rows.set(rowKey, next);
    notifyRow(rowKey);
  };
  const pushHistory = () => {
    history.push({ rows, order });
    if (!store.getSnapshot().canUndo) store.update({ canUndo: true });
  };
  const renumber = () => {
    if (!options.dragSort) return;
    order.forEach((k, i) => {
      const state = rows.get(k)!;
      if (state.row[orderKey] !== i + 1)
        setRowState(k, { ...state, row: { ...state.row, [orderKey]: i + 1 } });
    });
  };
  const structure = (patch: Partial<EditableTableSnapshot> = {}) =>
    store.update({ rowKeys: [...order], ...patch });
  const blankRow = (): EditableRow => {
    const row: Record<string, unknown> = { rowKey: newKey() };
    for (const c of columns) row[c.key] = defaultCellValue(c);
    return row as EditableRow;
  };

  const validator = createCellValidator({
    columnOf,
    getRow: (k) => rows.get(k),
    order: () => order,
    setRowState,
  });
  const validateOne = validator.validateOne;
  const revalidateUniqueSiblings = validator.revalidateUniqueSiblings;

  const writeCell = (rowKey: string, key: string, value: unknown, trigger: CellTrigger) => {
    const state = rows.get(rowKey);
    const column = columnOf(key);
    if (!state || !column) return;
    const before = state.row[key];
    if (Object.is(before, value)) {
      void validateOne(rowKey, key, trigger);
      return;
    }
    const id = cellId(rowKey, key);
    if (groupCell !== id) {
      pushHistory();
      groupCell = id;
    }
    setRowState(rowKey, { ...state, row: { ...state.row, [key]: value } as EditableRow });
    void validateOne(rowKey, key, trigger);
    revalidateUniqueSiblings(rowKey, column, before, value);
    dataChanged();
  };

  const finishNumber = (rowKey: string, key: string) => {
    const column = columnOf(key);
    const state = rows.get(rowKey);
    if (!column || !state || cellTypeOf(column) !== 'number') return;
    const v = state.row[key];
    if (typeof v === 'string') {
      const n = normalizeNumber(v);
      setRowState(rowKey, { ...state, row: { ...state.row, [key]: n } as EditableRow });
      dataChanged();
    }
  };

  const restore = (entry: TableContents) => {
    const previous = rows;
    rows = entry.rows;
    order = entry.order;
    for (const [k, state] of rows) if (previous.get(k) !== state) notifyRow(k);
    const { selected, active, editing } = store.getSnapshot();
    const alive = (pos: CellPos | null) => (pos && rows.has(pos.rowKey) ? pos : null);
    structure({
      selected: selected.filter((k) => rows.has(k)),
      active: alive(active),
      editing: alive(editing),
      canUndo: history.size > 0,
    });
    dataChanged();
  };

  const positionOf = (pos: CellPos | null) => (pos ? gridPosOf(pos, order, columns) : null);

  const model: EditableTableModel = {
    columns,
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    subscribeRow: rowListeners.subscribe,
    getRow: (rowKey) => rows.get(rowKey),
    subscribeData(listener) {
      dataListeners.add(listener);
      return () => dataListeners.delete(listener);
    },
    onNotice: store.onNotice,
    load(input) {
      rows = new Map();
      order = [];
      for (const r of input) {
        const rowKey = newKey();
        rows.set(rowKey, { row: { ...r, rowKey } as EditableRow, errors: {}, validating: {} });
        order.push(rowKey);
      }
      history.clear();
      groupCell = null;
      renumber();
      store.set({ rowKeys: [...order], selected: [], active: null, editing: null, canUndo: false });
      totalsCache = null;
      for (const k of order) notifyRow(k);
      dataListeners.forEach((l) => l());
    },
    add(count = 1) {
      const at = now();
      if (at - lastInsertAt < INSERT_GUARD_MS) {
        store.notify('warning', t('table.tooFast'));
        return false;
      }
      lastInsertAt = at;
      pushHistory();
      groupCell = null;
      const added = Array.from({ length: Math.max(1, Math.floor(count)) }, blankRow);
      for (const row of added) {
        rows.set(row.rowKey, { row, errors: {}, validating: {} });
        order.push(row.rowKey);
      }
      renumber();
      const first = columns[0] ? { rowKey: added[0]!.rowKey, key: columns[0].key } : null;
      structure({
        active: first,
        editing: !options.alwaysEdit && first && isTypedCell(columns[0]!) ? first : null,
      });
      if (first) editStartValue = rows.get(first.rowKey)!.row[first.key];
      dataChanged();
      return true;
    },
    toggle(rowKey, on) {
      store.update({ selected: toggledSelection(order, store.getSnapshot().selected, rowKey, on) });
    },
    toggleAll(on) {
      store.update({ selected: on ? [...order] : [] });
    },
    removeSelected() {
      const { selected, editing, active } = store.getSnapshot();
      if (selected.length === 0) {
        store.notify('warning', t('list.selectOne'));
        return false;
      }
      pushHistory();
      groupCell = null;
      const gone = new Set(selected);
      order = order.filter((k) => !gone.has(k));
      const next = new Map(rows);
      for (const k of gone) next.delete(k);
      rows = next;
      renumber();
      const keep = (pos: CellPos | null) => (pos && !gone.has(pos.rowKey) ? pos : null);
      structure({ selected: [], editing: keep(editing), active: keep(active) });
      dataChanged();
      return true;
    },
    setActive(pos) {
      const { active, editing } = store.getSnapshot();
      if (editing && (!pos || editing.rowKey !== pos.rowKey || editing.key !== pos.key)) model.endEdit();
      if (active?.rowKey === pos?.rowKey && active?.key === pos?.key) return;
      store.update({ active: pos });
    },
    navigate(direction) {
      const here = positionOf(store.getSnapshot().active);
      if (!here || here.row < 0) {
        model.setActive(cellAt({ row: 0, col: 0 }, order, columns));
        return;
      }
      model.setActive(cellAt(stepCell(here, direction, order.length, columns.length), order, columns));
    },
    startEdit(pos, text) {
      const target = pos ?? store.getSnapshot().active;
      if (!target) return;
      const column = columnOf(target.key);
      const state = rows.get(target.rowKey);
      if (!column || !state || column.disabled) return;
      editStartValue = state.row[target.key];
      groupCell = null;
      if (!options.alwaysEdit) store.update({ editing: target, active: target });
      else store.update({ active: target });
      if (text !== undefined && isTypedCell(column)) model.input(target.rowKey, target.key, text);
    },
    endEdit() {
      const { editing } = store.getSnapshot();
      if (!editing) return;
      store.update({ editing: null });
      groupCell = null;
      model.blur(editing.rowKey, editing.key);
    },
    cancelEdit() {
      const { editing } = store.getSnapshot();
      if (!editing) return;
      const state = rows.get(editing.rowKey);
      store.update({ editing: null });
      if (state && !Object.is(state.row[editing.key], editStartValue)) {
        // Escape puts the value back and leaves no undo step behind.
        if (groupCell === cellId(editing.rowKey, editing.key)) history.pop();
        setRowState(editing.rowKey, {
          ...state,
          row: { ...state.row, [editing.key]: editStartValue } as EditableRow,
        });
        void validateOne(editing.rowKey, editing.key, 'change');
        store.update({ canUndo: history.size > 0 });
        dataChanged();
      }
      groupCell = null;
    },
    input(rowKey, key, text) {
      const column = columnOf(key);
      if (!column || column.disabled) return false;
      if (cellTypeOf(column) === 'number' && !isNumericDraft(text)) return false;
      // A select that keeps typed text stores the chosen item's value when the text names one (片 → tablet).
      if (cellTypeOf(column) === 'select') {
        const parsed = valueFromText(column, text, loadedOptions.get(key));
        if (!parsed.ok) return false;
        writeCell(rowKey, key, parsed.value, 'input');
        return true;
      }
      writeCell(rowKey, key, text, 'input');
      return true;
    },
    change(rowKey, key, value) {
      const column = columnOf(key);
      if (!column || column.disabled) return;
      writeCell(rowKey, key, value, 'change');
      groupCell = null;
    },
    changeCells(rowKey, patch) {
      const state = rows.get(rowKey);
      const keys = Object.keys(patch).filter((k) => !columnOf(k)?.disabled);
      if (!state || !keys.some((k) => !Object.is(state.row[k], patch[k]))) return;
      pushHistory();
      groupCell = null;
      const next = { ...state.row } as Record<string, unknown>;
      for (const k of keys) next[k] = patch[k];
      setRowState(rowKey, { ...state, row: next as EditableRow });
      for (const k of keys) {
        const column = columnOf(k);
        if (!column) continue;
        void validateOne(rowKey, k, 'change');
        revalidateUniqueSiblings(rowKey, column, state.row[k], patch[k]);
      }
      dataChanged();
    },
    setOptions: (key, options) => void loadedOptions.set(key, options),
    blur(rowKey, key) {
      finishNumber(rowKey, key);
      if (groupCell === cellId(rowKey, key)) groupCell = null;
      void validateOne(rowKey, key, 'blur');
    },
    setCell: (rowKey, key, value) => model.change(rowKey, key, value),
    keyDown: (event) => handleGridKey(model, event),
    paste(text) {
      // Without an active cell the block lands at the first cell (an empty table grows the rows it needs).
      const start = positionOf(store.getSnapshot().active) ?? { row: 0, col: 0 };
      const plan = planPaste(
        {
          columns,
          order,
          rowOf: (k) => rows.get(k)!.row,
          optionsOf: (key) => loadedOptions.get(key),
          blankRow,
        },
        text,
        start,
      );
      if (!plan) return false;
      if (store.getSnapshot().editing) store.update({ editing: null });
      pushHistory();
      groupCell = null;
      for (const row of plan.added) {
        rows.set(row.rowKey, { row, errors: {}, validating: {} });
        order.push(row.rowKey);
      }
      for (const row of plan.writes) setRowState(row.rowKey, { ...rows.get(row.rowKey)!, row });
      renumber();
      if (plan.added.length > 0) {
        structure();
        store.notify('info', t('table.pasteOverflow', { count: plan.added.length }));
      }
      for (const pos of plan.recheck) void validateOne(pos.rowKey, pos.key, 'change');
      dataChanged();
      return true;
    },
    undo() {
      const entry = history.pop();
      if (!entry) return false;
      groupCell = null;
      restore(entry);
      return true;
    },
    move(from, to) {
      if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return;
      pushHistory();
      groupCell = null;
      const next = [...order];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      order = next;
      renumber();
      structure();
      dataChanged();
    },
    totalsSnapshot() {
      return (totalsCache ??= model.totals());
    },
    totals: () =>
      columnTotals(
        columns,
        order.map((k) => rows.get(k)!.row),
      ),
    async validate() {
      const { editing } = store.getSnapshot();
      if (editing) model.endEdit();
      const checks: Promise<boolean>[] = [];
      for (const k of order) for (const c of columns) checks.push(validateOne(k, c.key, 'submit'));
      const results = await Promise.all(checks);
      const firstBad = firstErrorCell(order, columns, (k) => rows.get(k));
      if (firstBad) store.update({ active: firstBad });
      return results.every(Boolean);
    },
    value: plainRows,
  };
  return model;
}
