// The cell rules of widgets-spec 5 run against the table's rows: required, unique among rows, named patterns and
// regular expressions, custom handlers (asynchronous ones wait for a 300 ms pause in typing; a stale answer is
// dropped), each cell keeping its first failing message.
import { validateCell } from '@clinic/sdk/validators';
import { ASYNC_RULE_DELAY_MS } from './editable-table-constants.js';
import { isBlank, rulesOf, withTitle } from './editable-columns.js';
import type {
  CellPos,
  CellRuleContext,
  CellTrigger,
  EditableColumn,
  EditableRow,
  RowState,
} from './editable-table-types.js';

/** What the validator reads and writes of the table. */
export interface CellValidatorHost {
  columnOf(key: string): EditableColumn | undefined;
  getRow(rowKey: string): RowState | undefined;
  order(): readonly string[];
  setRowState(rowKey: string, next: RowState): void;
}

export interface CellValidator {
  /** Runs the cell's rules for `trigger`; resolves true when they pass (a stale asynchronous answer counts as true). */
  validateOne(rowKey: string, key: string, trigger: CellTrigger): Promise<boolean>;
  /** A unique column's other cells may have become unique (or not) when one value changed. */
  revalidateUniqueSiblings(rowKey: string, column: EditableColumn, before: unknown, after: unknown): void;
}

export const plainRow = ({ rowKey: _key, ...rest }: EditableRow) => ({ ...rest }) as Record<string, unknown>;

/** The first cell holding an error, row by row in order, column by column: where 校验 puts the user. */
export function firstErrorCell(
  order: readonly string[],
  columns: readonly EditableColumn[],
  rowOf: (rowKey: string) => RowState | undefined,
): CellPos | undefined {
  for (const rowKey of order)
    for (const c of columns) if (rowOf(rowKey)?.errors[c.key]) return { rowKey, key: c.key };
  return undefined;
}

export const isUniqueColumn = (column: EditableColumn) =>
  rulesOf(column).some((r) => r.unique || r.pattern === 'only');

export function createCellValidator(host: CellValidatorHost): CellValidator {
  const asyncTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const asyncTokens = new Map<string, number>();
  let asyncSeq = 0;
  const cellId = (rowKey: string, key: string) => `${rowKey}\u0000${key}`;
  const plainRows = () => host.order().map((k) => plainRow(host.getRow(k)!.row));
  /** A handler's view of the cell; every row is copied only when the handler reads `rows` (a keystroke stays O(1)). */
  const contextOf = (
    value: unknown,
    row: EditableRow,
    column: EditableColumn,
    trigger: CellTrigger,
  ): CellRuleContext => ({
    value,
    row: plainRow(row),
    get rows() {
      return plainRows();
    },
    column,
    trigger,
  });
  const othersOf = (rowKey: string, key: string) =>
    host
      .order()
      .filter((k) => k !== rowKey)
      .map((k) => host.getRow(k)!.row[key]);

  const setError = (rowKey: string, key: string, message: string | null, validating = false) => {
    const state = host.getRow(rowKey);
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
    host.setRowState(rowKey, { ...state, errors, validating: pending });
  };

  /** Synchronous rules (required, unique, patterns, handlers answering at once); a pending promise when async. */
  const runRules = (
    rowKey: string,
    column: EditableColumn,
    trigger: CellTrigger,
  ): { message: string | null; pending: Promise<string | null> | null } => {
    const state = host.getRow(rowKey)!;
    const value = state.row[column.key];
    const rules = rulesOf(column);
    const needsOthers = isUniqueColumn(column);
    const others = needsOthers ? othersOf(rowKey, column.key) : [];
    for (const rule of rules) {
      if (rule.handler) {
        const answer = rule.handler(contextOf(value, state.row, column, trigger));
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
    const column = host.columnOf(key);
    if (!column || !host.getRow(rowKey)) return Promise.resolve(true);
    const id = cellId(rowKey, key);
    const timer = asyncTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    asyncTimers.delete(id);
    const token = ++asyncSeq;
    asyncTokens.set(id, token);
    const hasAsync = rulesOf(column).some((r) => r.handler && r.async);
    const run = (): Promise<boolean> => {
      if (asyncTokens.get(id) !== token || !host.getRow(rowKey)) return Promise.resolve(true);
      const { message, pending } = runRules(rowKey, column, trigger);
      if (!pending) {
        setError(rowKey, key, message);
        return Promise.resolve(message === null);
      }
      setError(rowKey, key, host.getRow(rowKey)!.errors[key] ?? null, true);
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
    const value = host.getRow(rowKey)!.row[column.key];
    const others = othersOf(rowKey, column.key);
    for (const rule of rulesOf(column)) {
      if (rule.handler && rule.async) return null;
      if (rule.handler) {
        const answer = rule.handler(contextOf(value, host.getRow(rowKey)!.row, column, 'input'));
        if (typeof answer === 'string' && answer) return withTitle(answer, column);
        continue;
      }
      const result = validateCell(value, [rule], others);
      if (!result.ok) return withTitle(result.message, column);
    }
    return null;
  };

  const revalidateUniqueSiblings = (
    rowKey: string,
    column: EditableColumn,
    before: unknown,
    after: unknown,
  ) => {
    if (!isUniqueColumn(column)) return;
    const same = (v: unknown) => !isBlank(v) && (String(v) === String(before) || String(v) === String(after));
    for (const k of host.order()) {
      if (k === rowKey) continue;
      const state = host.getRow(k)!;
      if (state.errors[column.key] !== undefined || same(state.row[column.key]))
        void validateOne(k, column.key, 'change');
    }
  };

  return { validateOne, revalidateUniqueSiblings };
}
