import { describe, expect, it } from 'vitest';
import { createEditableTableModel, editableCellKey, INSERT_GUARD_MS } from './editable-table-model.js';

const columns = [
  { key: 'drug', title: '药品', required: true },
  { key: 'dose', title: '剂量', type: 'number' as const, sum: true },
  { key: 'days', title: '天数', type: 'number' as const, sum: true, defaultValue: 7 },
];

function setup(alwaysEdit = false) {
  let clock = 10_000;
  const changes: Record<string, unknown>[][] = [];
  const notices: string[] = [];
  const model = createEditableTableModel({
    columns,
    alwaysEdit,
    now: () => clock,
    onChange: (rows) => changes.push(rows),
  });
  model.onNotice((n) => notices.push(n.text));
  return { model, changes, notices, tick: (ms: number) => (clock += ms) };
}

describe('editable table model', () => {
  it('adds one row by default with column defaults, and opens its first cell', () => {
    const { model, changes } = setup();
    expect(model.add()).toBe(true);
    const [row] = model.getSnapshot().rows;
    expect(model.value()).toEqual([{ drug: '', dose: null, days: 7 }]);
    expect(model.getSnapshot().editing).toEqual({ rowKey: row!.rowKey, key: 'drug' });
    expect(changes).toHaveLength(1);
  });

  it('blocks a second insert within 1500 ms, then allows it', () => {
    const { model, tick } = setup();
    model.add();
    tick(INSERT_GUARD_MS - 1);
    expect(model.add()).toBe(false);
    tick(1);
    expect(model.add(2)).toBe(true);
    expect(model.getSnapshot().rows).toHaveLength(3);
  });

  it('edits one cell at a time and ends the edit; always-edit tables keep no editing cell', () => {
    const { model } = setup();
    model.load([{ drug: '二甲双胍', dose: 500, days: 30 }]);
    const key = model.getSnapshot().rows[0]!.rowKey;
    model.startEdit(key, 'dose');
    expect(model.getSnapshot().editing).toEqual({ rowKey: key, key: 'dose' });
    model.setCell(key, 'dose', 850);
    model.endEdit();
    expect(model.getSnapshot().editing).toBeNull();
    expect(model.value()).toEqual([{ drug: '二甲双胍', dose: 850, days: 30 }]);

    const always = setup(true).model;
    always.add();
    always.startEdit(always.getSnapshot().rows[0]!.rowKey, 'drug');
    expect(always.getSnapshot().editing).toBeNull();
  });

  it('batch delete needs a selection and removes only the selected rows', () => {
    const { model, notices } = setup();
    model.load([{ drug: 'A' }, { drug: 'B' }, { drug: 'C' }]);
    expect(model.removeSelected()).toBe(false);
    expect(notices).toEqual(['请选择一条记录']);
    const [a, , c] = model.getSnapshot().rows;
    model.toggle(c!.rowKey);
    model.toggle(a!.rowKey);
    expect(model.getSnapshot().selected).toEqual([a!.rowKey, c!.rowKey]);
    expect(model.removeSelected()).toBe(true);
    expect(model.value()).toEqual([{ drug: 'B' }]);
    model.toggleAll(true);
    expect(model.getSnapshot().selected).toHaveLength(1);
  });

  it('moves rows for drag sort and ignores moves out of range', () => {
    const { model } = setup();
    model.load([{ drug: 'A' }, { drug: 'B' }, { drug: 'C' }]);
    model.move(2, 0);
    expect(model.value().map((r) => r.drug)).toEqual(['C', 'A', 'B']);
    model.move(0, 5);
    expect(model.value().map((r) => r.drug)).toEqual(['C', 'A', 'B']);
  });

  it('sums the statistics columns, counting empty and non-numeric cells as 0', () => {
    const { model } = setup();
    model.load([
      { drug: 'A', dose: 500, days: '30' },
      { drug: 'B', dose: '', days: 'x' },
      { drug: 'C', dose: 0.5, days: 7 },
    ]);
    expect(model.totals()).toEqual({ dose: 500.5, days: 37 });
  });

  it('marks empty required cells and clears the mark once the cell is filled', () => {
    const { model } = setup();
    model.add();
    const key = model.getSnapshot().rows[0]!.rowKey;
    expect(model.validate()).toBe(false);
    expect(model.getSnapshot().errors).toEqual({ [editableCellKey(key, 'drug')]: '请输入药品' });
    model.setCell(key, 'drug', '阿卡波糖');
    expect(model.getSnapshot().errors).toEqual({});
    expect(model.validate()).toBe(true);
  });
});
