// The editable table's undo steps: copies of its rows and their order, the newest last, at most UNDO_LIMIT of them
// (the oldest goes first).
import type { RowState } from './editable-table-types.js';

export const UNDO_LIMIT = 100;

export interface TableContents {
  rows: Map<string, RowState>;
  order: string[];
}

export interface UndoHistory {
  /** Keeps a copy of `contents` as the newest step. */
  push(contents: TableContents): void;
  /** The newest step, taken off; undefined when there is none. */
  pop(): TableContents | undefined;
  clear(): void;
  readonly size: number;
}

export function createUndoHistory(limit = UNDO_LIMIT): UndoHistory {
  const steps: TableContents[] = [];
  return {
    push(contents) {
      // Row states are replaced, never changed in place: copying the map and the order is enough.
      steps.push({ rows: new Map(contents.rows), order: [...contents.order] });
      if (steps.length > limit) steps.shift();
    },
    pop: () => steps.pop(),
    clear() {
      steps.length = 0;
    },
    get size() {
      return steps.length;
    },
  };
}
