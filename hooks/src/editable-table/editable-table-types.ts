// The editable table's vocabulary (widgets-spec 3 编辑表格 column, row, snapshot) and the model's public surface.
import type { CellRule as SdkCellRule } from '@clinic/sdk/validators';
import type { Notice } from '../core/observable-store.js';

export type EditableCellType =
  | 'input'
  | 'text'
  | 'number'
  /** A colour as #RRGGBB text beside its swatches: a control of its own, always open like a select. */
  | 'color'
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
  /** Several fields of one row at once, one undo step (a popup pick writes every destination field; fields that are
   * not columns travel with the row). */
  changeCells(rowKey: string, patch: Readonly<Record<string, unknown>>): void;
  /** A dictCode select's items once loaded: pasted labels then become their values. */
  setOptions(key: string, options: readonly EditableOption[]): void;
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
