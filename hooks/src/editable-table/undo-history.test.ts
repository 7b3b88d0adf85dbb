import { describe, expect, it } from 'vitest';
import { createUndoHistory } from './undo-history.js';
import type { RowState } from './editable-table-types.js';

const state = (name: string): RowState => ({ row: { rowKey: name, name }, errors: {}, validating: {} });

describe('undo history', () => {
  it('gives the newest step back first, as it was when pushed', () => {
    const history = createUndoHistory();
    const rows = new Map([['r1', state('张三')]]);
    const order = ['r1'];
    history.push({ rows, order });
    rows.set('r2', state('李四'));
    order.push('r2');
    history.push({ rows, order });
    expect(history.pop()?.order).toEqual(['r1', 'r2']);
    const first = history.pop();
    expect(first?.order).toEqual(['r1']);
    expect([...first!.rows.keys()]).toEqual(['r1']);
    expect(history.pop()).toBeUndefined();
  });
  it('keeps at most its limit, dropping the oldest', () => {
    const history = createUndoHistory(2);
    for (const key of ['a', 'b', 'c']) history.push({ rows: new Map(), order: [key] });
    expect(history.size).toBe(2);
    expect(history.pop()?.order).toEqual(['c']);
    expect(history.pop()?.order).toEqual(['b']);
    history.push({ rows: new Map(), order: [] });
    history.clear();
    expect(history.size).toBe(0);
  });
});
