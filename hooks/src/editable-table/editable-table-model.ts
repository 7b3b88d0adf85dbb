// The editable table (widgets-spec 编辑表格) without a UI: rows kept outside React with one subscription per row (a
// keystroke re-renders one row), the cell rules of widgets-spec 5 on input, change and blur (sync and async), the
// 1500 ms insert guard, keyboard grid navigation, spreadsheet paste, undo, drag order written to orderNum, totals.
import { validateCell, type CellRule as SdkCellRule } from '@clinic/sdk/validators';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { isNumericDraft, normalizeNumber } from '../controls/numeric-input.js';
import { t } from '../i18n/translate.js';
import { parseTsv } from './tsv.js';

export const INSERT_GUARD_MS = 1500;
/** widgets-spec 9: the default throttle of the table; asynchronous rules wait this long after the last keystroke. */
export const ASYNC_RULE_DELAY_MS = 300;
export const DEFAULT_ORDER_KEY = 'orderNum';
export const ROW_HEIGHT = 61;
export const DEFAULT_MAX_HEIGHT = 400;
const UNDO_LIMIT = 100;

export type EditableCellType =
  | 'input'
  | 'text'
  | 'number'
  | 'select'
  | 'checkbox'
  | 'date'
  | 'datetime'
  | 'time'
  | 'sel_user'
  | 'sel_depart'
  | 'upload'
  | 'file'
  | 'image'
  | 'popup';

export type CellTrigger = 'input' | 'change' | 'blur' | 'submit';

export interface CellRuleContext {
  value: unknown;
  row: Readonly<Record<string, unknown>>;
  rows: readonly Readonly<Record<string, unknown>>[];
  column: EditableColumn;
  trigger: CellTrigger;
}

/** A rule of widgets-spec 5: required, unique, a named pattern or regular expression, or a custom handler. */
export interface CellRule extends SdkCellRule {
  /** Custom rule: a message when the value fails, nothing when it passes; may answer later (a server check). */
  handler?: (ctx: CellRuleContext) => string | null | undefined | Promise<string | null | undefined>;
  /** The handler asks a server: while typing it waits for a 300 ms pause instead of asking on every keystroke. */
  async?: boolean;
}

export interface EditableOption {
  value: string;
  label: string;
}

export interface EditableColumn {
  key: string;
  title: string;
  type?: EditableCellType;
  width?: number;
  defaultValue?: unknown;
  options?: readonly EditableOption[];
  dictCode?: string;
  /** select: free text besides the options. */
  allowInput?: boolean;
  validateRules?: readonly CellRule[];
  /** Shorthand for `validateRules: [{ required: true }]`. */
  required?: boolean;
  /** checkbox: [checked, unchecked] values (default ['Y', 'N']). */
  customValue?: readonly [string, string];
  defaultChecked?: boolean;
  /** Summed in the statistics row. */
  statistics?: boolean;
  /** @deprecated same as statistics */
  sum?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** popup cells: the report code and the fields copied back. */
  popup?: { code: string; orgFields: string; destFields: string };
  multiple?: boolean;
  /** sel_user / sel_depart: what the picker stores (id, username, orgCode...). */
  customReturnField?: string;
}

export type EditableRow = { readonly rowKey: string } & Record<string, unknown>;

export interface CellPos {
  rowKey: string;
  key: string;
}

export interface RowState {
  row: EditableRow;
  /** First failing message per column key. */
  errors: Readonly<Record<string, string>>;
  /** Columns whose asynchronous rule is still answering. */
  validating: Readonly<Record<string, true>>;
}

export interface EditableTableSnapshot {
  rowKeys: readonly string[];
  selected: readonly string[];
  /** The cell keyboard navigation is on. */
  active: CellPos | null;
  /** The cell open for editing (always-edit tables edit every cell and leave this null). */
  editing: CellPos | null;
  canUndo: boolean;
}

export interface EditableTableOptions {
  columns: readonly EditableColumn[];
  alwaysEdit?: boolean;
  /** Write each row's position (1-based) into `orderKey` on add, load and drag sort. */
  dragSort?: boolean;
  orderKey?: string;
  now?: () => number;
  /** Called with the rows (without their row keys) after every change. */
  onChange?: (rows: Record<string, unknown>[]) => void;
}

export type NavKey = 'up' | 'down' | 'left' | 'right' | 'next' | 'prev';

export interface GridKey {
  key: string;
  shift?: boolean;
  ctrl?: boolean;
}

export interface EditableTableModel {
  readonly columns: readonly EditableColumn[];
  subscribe(listener: () => void): () => void;
  getSnapshot(): EditableTableSnapshot;
  /** One row's value and messages; its own subscription, so a keystroke wakes that row only. */
  subscribeRow(rowKey: string, listener: () => void): () => void;
  getRow(rowKey: string): RowState | undefined;
  /** Any value change (totals, a save button). */
  subscribeData(listener: () => void): () => void;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(rows: readonly Record<string, unknown>[]): void;
  /** Adds `count` rows (default 1); false (and 你点击的太快了，请慢点点击!) within 1500 ms of the last add. */
  add(count?: number): boolean;
  toggle(rowKey: string, on?: boolean): void;
  toggleAll(on: boolean): void;
  /** Removes the selected rows; false (with a warning) when none is selected. */
  removeSelected(): boolean;
  setActive(pos: CellPos | null): void;
  navigate(direction: NavKey): void;
  /** Opens a cell (default: the active one); `text` replaces its content, as typing on a spreadsheet cell does. */
  startEdit(pos?: CellPos, text?: string): void;
  /** Closes the edit, keeping the value (runs the blur rules). */
  endEdit(): void;
  /** Closes the edit and puts back the value it had when it opened. */
  cancelEdit(): void;
  /** A keystroke in a text or number cell; false when refused (number cells: optional minus, digits, one decimal part). */
  input(rowKey: string, key: string, text: string): boolean;
  /** A picked value (select, checkbox, date, pickers, upload). */
  change(rowKey: string, key: string, value: unknown): void;
  /** Leaving a cell: number drafts become a float or empty, and the blur rules run. */
  blur(rowKey: string, key: string): void;
  /** @deprecated use input or change */
  setCell(rowKey: string, key: string, value: unknown): void;
  /** A keyboard event on the grid; true when the table used it. */
  keyDown(event: GridKey): boolean;
  /** Spreadsheet text at the active cell (rows added when it runs past the end); one undo step. */
  paste(text: string): boolean;
  undo(): boolean;
  /** Moves the row at `from` to index `to` (drag sort); orderNum follows. */
  move(from: number, to: number): void;
  totals(): Record<string, number>;
  /** The same sums, one object per data change (for useSyncExternalStore). */
  totalsSnapshot(): Record<string, number>;
  /** Runs every rule of every cell (async ones awaited); true when all pass. */
  validate(): Promise<boolean>;
  value(): Record<string, unknown>[];
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function cellTypeOf(column: EditableColumn): EditableCellType {
  return column.type === 'text' || column.type === undefined ? 'input' : column.type;
}

/** Text cells open for typing; the others (checkbox, pickers, uploads) are controls on their own. */
export function isTypedCell(column: EditableColumn): boolean {
  const type = cellTypeOf(column);
  return type === 'input' || type === 'number';
}

const REQUIRED_MESSAGE = '${title}不能为空';
const rulesCache = new WeakMap<EditableColumn, readonly CellRule[]>();

/** The column's rules, `required` first; a required rule without its own message names the column. */
export function rulesOf(column: EditableColumn): readonly CellRule[] {
  const cached = rulesCache.get(column);
  if (cached) return cached;
  const own = column.validateRules ?? [];
  const rules = (column.required && !own.some((r) => r.required) ? [{ required: true }, ...own] : own).map(
    (r) => (r.required && !r.message ? { ...r, message: REQUIRED_MESSAGE } : r),
  );
  rulesCache.set(column, rules);
  return rules;
}

/** `${title}` and `{title}` in a rule's message name the column. */
function withTitle(message: string, column: EditableColumn): string {
  return message.replace(/\$?\{title\}/g, column.title);
}

function checkboxValues(column: EditableColumn): readonly [string, string] {
  return column.customValue ?? ['Y', 'N'];
}

export function defaultCellValue(column: EditableColumn): unknown {
  if (column.defaultValue !== undefined) return column.defaultValue;
  const type = cellTypeOf(column);
  if (type === 'checkbox') return checkboxValues(column)[column.defaultChecked ? 0 : 1];
  if (type === 'number') return null;
  return '';
}

/** Pasted or typed text as a cell value: numbers parsed (invalid → refused), checkbox text mapped, labels to values. */
function valueFromText(column: EditableColumn, text: string): { ok: true; value: unknown } | { ok: false } {
  const type = cellTypeOf(column);
  const trimmed = text.trim();
  if (type === 'number') {
    if (trimmed === '') return { ok: true, value: null };
    const n = normalizeNumber(trimmed);
    return n === null ? { ok: false } : { ok: true, value: n };
  }
  if (type === 'checkbox') {
    const [on, off] = checkboxValues(column);
    const truthy = [on, '是', '1', 'true', 'Y', '√'].includes(trimmed);
    return { ok: true, value: truthy ? on : off };
  }
  if (type === 'select' && column.options) {
    const match = column.options.find((o) => o.value === trimmed || o.label === trimmed);
    if (match) return { ok: true, value: match.value };
    return column.allowInput || trimmed === '' ? { ok: true, value: trimmed } : { ok: false };
  }
  return { ok: true, value: text };
}

interface HistoryEntry {
  rows: Map<string, RowState>;
  order: string[];
}

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
  const rowListeners = new Map<string, Set<() => void>>();
  const dataListeners = new Set<() => void>();
  const history: HistoryEntry[] = [];
  /** The cell whose keystrokes share one undo step (an edit session, or typing in one always-edit cell). */
  let groupCell: string | null = null;
  let editStartValue: unknown;
  let seq = 0;
  let lastInsertAt = Number.NEGATIVE_INFINITY;
  const asyncTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const asyncTokens = new Map<string, number>();
  let asyncSeq = 0;

  const newKey = () => `r${++seq}`;
  const cellId = (rowKey: string, key: string) => `${rowKey}\u0000${key}`;
  const columnOf = (key: string) => columns.find((c) => c.key === key);
  const plainRow = ({ rowKey: _key, ...rest }: EditableRow) => ({ ...rest }) as Record<string, unknown>;
  const plainRows = () => order.map((k) => plainRow(rows.get(k)!.row));

  let totalsCache: Record<string, number> | null = null;
  const notifyRow = (rowKey: string) => {
    totalsCache = null;
    rowListeners.get(rowKey)?.forEach((l) => l());
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
  const snapshotHistory = (): HistoryEntry => ({ rows: new Map(rows), order: [...order] });
  const pushHistory = () => {
    history.push(snapshotHistory());
    if (history.length > UNDO_LIMIT) history.shift();
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

  const setError = (rowKey: string, key: string, message: string | null, validating = false) => {
    const state = rows.get(rowKey);
    if (!state) return;
    const hadError = state.errors[key];
    const wasValidating = Boolean(state.validating[key]);
    if ((hadError ?? null) === message && wasValidating === validating) return;
    const errors = { ...state.errors };
    if (message) errors[key] = message;
    else delete errors[key];
    const pending = { ...state.validating };
    if (validating) pending[key] = true;
    else delete pending[key];
    setRowState(rowKey, { ...state, errors, validating: pending });
  };

  /** Synchronous rules (required, unique, patterns, handlers answering at once); a pending promise when async. */
  const runRules = (
    rowKey: string,
    column: EditableColumn,
    trigger: CellTrigger,
  ): { message: string | null; pending: Promise<string | null> | null } => {
    const state = rows.get(rowKey)!;
    const value = state.row[column.key];
    const rules = rulesOf(column);
    const needsOthers = rules.some((r) => r.unique || r.pattern === 'only');
    const others = needsOthers
      ? order.filter((k) => k !== rowKey).map((k) => rows.get(k)!.row[column.key])
      : [];
    for (const rule of rules) {
      if (rule.handler) {
        const answer = rule.handler({ value, row: plainRow(state.row), rows: plainRows(), column, trigger });
        if (answer instanceof Promise) {
          return {
            message: null,
            pending: answer.then(
              (m) => (m ? withTitle(m, column) : null),
              (error: unknown) => (error instanceof Error ? error.message : String(error)),
            ),
          };
        }
        if (answer) return { message: withTitle(answer, column), pending: null };
        continue;
      }
      const result = validateCell(value, [rule], others);
      if (!result.ok) return { message: withTitle(result.message, column), pending: null };
    }
    return { message: null, pending: null };
  };

  const validateOne = (rowKey: string, key: string, trigger: CellTrigger): Promise<boolean> => {
    const column = columnOf(key);
    if (!column || !rows.has(rowKey)) return Promise.resolve(true);
    const id = cellId(rowKey, key);
    const timer = asyncTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    asyncTimers.delete(id);
    const token = ++asyncSeq;
    asyncTokens.set(id, token);
    const hasAsync = rulesOf(column).some((r) => r.handler && r.async);
    const run = (): Promise<boolean> => {
      if (asyncTokens.get(id) !== token || !rows.has(rowKey)) return Promise.resolve(true);
      const { message, pending } = runRules(rowKey, column, trigger);
      if (!pending) {
        setError(rowKey, key, message);
        return Promise.resolve(message === null);
      }
      setError(rowKey, key, rows.get(rowKey)!.errors[key] ?? null, true);
      return pending.then((answer) => {
        // A later keystroke asked again: this answer is stale.
        if (asyncTokens.get(id) !== token) return true;
        setError(rowKey, key, answer, false);
        return answer === null;
      });
    };
    // Keystrokes wait for a pause before an asynchronous rule asks; sync rules answer at once.
    if (hasAsync && trigger === 'input') {
      const sync = runSyncOnly(rowKey, column);
      if (sync !== null) {
        setError(rowKey, key, sync);
        return Promise.resolve(false);
      }
      return new Promise((resolve) => {
        asyncTimers.set(
          id,
          setTimeout(() => {
            asyncTimers.delete(id);
            void run().then(resolve);
          }, ASYNC_RULE_DELAY_MS),
        );
      });
    }
    return run();
  };

  /** The rules before the first handler (required, unique, patterns), for a keystroke's instant answer. */
  const runSyncOnly = (rowKey: string, column: EditableColumn): string | null => {
    const value = rows.get(rowKey)!.row[column.key];
    const others = order.filter((k) => k !== rowKey).map((k) => rows.get(k)!.row[column.key]);
    for (const rule of rulesOf(column)) {
      if (rule.handler && rule.async) return null;
      if (rule.handler) {
        const answer = rule.handler({
          value,
          row: plainRow(rows.get(rowKey)!.row),
          rows: plainRows(),
          column,
          trigger: 'input',
        });
        if (typeof answer === 'string' && answer) return withTitle(answer, column);
        continue;
      }
      const result = validateCell(value, [rule], others);
      if (!result.ok) return withTitle(result.message, column);
    }
    return null;
  };

  /** A unique column's other cells may have become unique (or not) when one value changed. */
  const revalidateUniqueSiblings = (
    rowKey: string,
    column: EditableColumn,
    before: unknown,
    after: unknown,
  ) => {
    if (!rulesOf(column).some((r) => r.unique || r.pattern === 'only')) return;
    const same = (v: unknown) => !isBlank(v) && (String(v) === String(before) || String(v) === String(after));
    for (const k of order) {
      if (k === rowKey) continue;
      const state = rows.get(k)!;
      if (state.errors[column.key] !== undefined || same(state.row[column.key]))
        void validateOne(k, column.key, 'change');
    }
  };

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

  const restore = (entry: HistoryEntry) => {
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
      canUndo: history.length > 0,
    });
    dataChanged();
  };

  const positionOf = (pos: CellPos | null) =>
    pos ? { row: order.indexOf(pos.rowKey), col: columns.findIndex((c) => c.key === pos.key) } : null;
  const posAt = (row: number, col: number): CellPos | null => {
    const rowKey = order[row];
    const column = columns[col];
    return rowKey && column ? { rowKey, key: column.key } : null;
  };

  const model: EditableTableModel = {
    columns,
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    subscribeRow(rowKey, listener) {
      let set = rowListeners.get(rowKey);
      if (!set) rowListeners.set(rowKey, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) rowListeners.delete(rowKey);
      };
    },
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
      history.length = 0;
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
      const selected = new Set(store.getSnapshot().selected);
      const next = on ?? !selected.has(rowKey);
      if (next) selected.add(rowKey);
      else selected.delete(rowKey);
      store.update({ selected: order.filter((k) => selected.has(k)) });
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
        model.setActive(posAt(0, 0));
        return;
      }
      let { row, col } = here;
      const lastCol = columns.length - 1;
      if (direction === 'up') row = Math.max(0, row - 1);
      else if (direction === 'down') row = Math.min(order.length - 1, row + 1);
      else if (direction === 'left') col = Math.max(0, col - 1);
      else if (direction === 'right') col = Math.min(lastCol, col + 1);
      else if (direction === 'next') {
        if (col < lastCol) col++;
        else if (row < order.length - 1) [row, col] = [row + 1, 0];
      } else if (col > 0) col--;
      else if (row > 0) [row, col] = [row - 1, lastCol];
      model.setActive(posAt(row, col));
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
        store.update({ canUndo: history.length > 0 });
        dataChanged();
      }
      groupCell = null;
    },
    input(rowKey, key, text) {
      const column = columnOf(key);
      if (!column || column.disabled) return false;
      if (cellTypeOf(column) === 'number' && !isNumericDraft(text)) return false;
      writeCell(rowKey, key, text, 'input');
      return true;
    },
    change(rowKey, key, value) {
      const column = columnOf(key);
      if (!column || column.disabled) return;
      writeCell(rowKey, key, value, 'change');
      groupCell = null;
    },
    blur(rowKey, key) {
      finishNumber(rowKey, key);
      if (groupCell === cellId(rowKey, key)) groupCell = null;
      void validateOne(rowKey, key, 'blur');
    },
    setCell(rowKey, key, value) {
      model.change(rowKey, key, value);
    },
    keyDown({ key, shift = false, ctrl = false }) {
      const { editing, active } = store.getSnapshot();
      if (ctrl && (key === 'z' || key === 'Z')) {
        if (editing) return false;
        return model.undo();
      }
      if (editing) {
        if (key === 'Escape') model.cancelEdit();
        else if (key === 'Enter') {
          model.endEdit();
          model.navigate('down');
        } else if (key === 'Tab') {
          model.endEdit();
          model.navigate(shift ? 'prev' : 'next');
        } else return false;
        return true;
      }
      const moves: Record<string, NavKey> = {
        ArrowUp: 'up',
        ArrowDown: 'down',
        ArrowLeft: 'left',
        ArrowRight: 'right',
      };
      if (moves[key]) model.navigate(moves[key]);
      else if (key === 'Tab') {
        const here = positionOf(active);
        const atEdge =
          here &&
          (shift
            ? here.row <= 0 && here.col <= 0
            : here.row >= order.length - 1 && here.col >= columns.length - 1);
        // Tab past the last cell leaves the grid, as it would leave any other control.
        if (atEdge || !here) return false;
        model.navigate(shift ? 'prev' : 'next');
      } else if (key === 'Enter' || key === 'F2') {
        if (!active) return false;
        const column = columnOf(active.key);
        if (column && cellTypeOf(column) === 'checkbox') {
          const [on, off] = checkboxValues(column);
          model.change(active.rowKey, active.key, rows.get(active.rowKey)!.row[active.key] === on ? off : on);
        } else model.startEdit();
      } else if (key === ' ' && active) {
        const column = columnOf(active.key);
        if (!column || cellTypeOf(column) !== 'checkbox') return false;
        const [on, off] = checkboxValues(column);
        model.change(active.rowKey, active.key, rows.get(active.rowKey)!.row[active.key] === on ? off : on);
      } else if ((key === 'Delete' || key === 'Backspace') && active) {
        const column = columnOf(active.key);
        if (!column || column.disabled) return false;
        model.change(
          active.rowKey,
          active.key,
          cellTypeOf(column) === 'number' ? null : isTypedCell(column) ? '' : defaultCellValue(column),
        );
      } else return false;
      return true;
    },
    paste(text) {
      const grid = parseTsv(text);
      const start = positionOf(store.getSnapshot().active) ?? (order.length ? { row: 0, col: 0 } : null);
      if (grid.length === 0 || !start) return false;
      if (store.getSnapshot().editing) store.update({ editing: null });
      pushHistory();
      groupCell = null;
      const needed = start.row + grid.length - order.length;
      const touched: CellPos[] = [];
      for (let i = 0; i < needed; i++) {
        const row = blankRow();
        rows.set(row.rowKey, { row, errors: {}, validating: {} });
        order.push(row.rowKey);
        // A row the paste added is checked whole: its required cells left empty show at once.
        for (const c of columns) touched.push({ rowKey: row.rowKey, key: c.key });
      }
      grid.forEach((cells, r) => {
        const rowKey = order[start.row + r]!;
        let state = rows.get(rowKey)!;
        let row = { ...state.row } as Record<string, unknown>;
        cells.forEach((text, c) => {
          const column = columns[start.col + c];
          if (!column || column.disabled) return;
          const parsed = valueFromText(column, text);
          // Text a number cell cannot hold is kept visible so its rule can say why, rather than silently dropped.
          row[column.key] = parsed.ok ? parsed.value : text;
          touched.push({ rowKey, key: column.key });
        });
        state = { ...state, row: row as EditableRow };
        setRowState(rowKey, state);
        row = {};
      });
      renumber();
      if (needed > 0) {
        structure();
        store.notify('info', t('table.pasteOverflow', { count: needed }));
      }
      for (const pos of touched) void validateOne(pos.rowKey, pos.key, 'change');
      // A pasted value may repeat (or stop repeating) one in a row the paste did not reach.
      const uniqueKeys = new Set(
        touched
          .map((p) => p.key)
          .filter((k) => rulesOf(columnOf(k)!).some((r) => r.unique || r.pattern === 'only')),
      );
      const done = new Set(touched.map((p) => cellId(p.rowKey, p.key)));
      for (const key of uniqueKeys)
        for (const k of order) if (!done.has(cellId(k, key))) void validateOne(k, key, 'change');
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
    totals() {
      const sums: Record<string, number> = {};
      for (const c of columns.filter((col) => col.statistics || col.sum)) {
        sums[c.key] = order.reduce((total, k) => {
          const v = rows.get(k)!.row[c.key];
          const n = Number(v);
          return total + (isBlank(v) || !Number.isFinite(n) ? 0 : n);
        }, 0);
      }
      return sums;
    },
    async validate() {
      const { editing } = store.getSnapshot();
      if (editing) model.endEdit();
      const checks: Promise<boolean>[] = [];
      for (const k of order) for (const c of columns) checks.push(validateOne(k, c.key, 'submit'));
      const results = await Promise.all(checks);
      const firstBad = order.flatMap((k) =>
        columns.filter((c) => rows.get(k)!.errors[c.key]).map((c) => ({ rowKey: k, key: c.key })),
      )[0];
      if (firstBad) store.update({ active: firstBad });
      return results.every(Boolean);
    },
    value: plainRows,
  };
  return model;
}
