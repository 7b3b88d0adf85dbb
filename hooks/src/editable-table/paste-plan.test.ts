import { describe, expect, it } from 'vitest';
import type { EditableColumn, EditableRow } from './editable-table-types.js';
import { planPaste, type PasteTable } from './paste-plan.js';

const columns: EditableColumn[] = [
  { key: 'code', title: '编码', validateRules: [{ unique: true }] },
  { key: 'dose', title: '剂量', type: 'number' },
  { key: 'note', title: '备注', disabled: true },
  { key: 'route', title: '给药途径', type: 'select', dictCode: 'route' },
];

function table(rows: Record<string, unknown>[]): PasteTable {
  const byKey = new Map(rows.map((r, i) => [`r${i + 1}`, { rowKey: `r${i + 1}`, ...r } as EditableRow]));
  let seq = rows.length;
  return {
    columns,
    order: [...byKey.keys()],
    rowOf: (k) => byKey.get(k)!,
    optionsOf: (key) => (key === 'route' ? [{ label: '口服', value: 'po' }] : undefined),
    blankRow: () => ({ rowKey: `r${++seq}`, code: '', dose: null, note: '', route: '' }),
  };
}

describe('planPaste', () => {
  it('writes the block from the start cell, parsing numbers and dictionary labels, never a disabled column', () => {
    const plan = planPaste(table([{ code: 'A', dose: 1, note: '旧', route: '' }]), '5\t备注\t口服', {
      row: 0,
      col: 1,
    })!;
    expect(plan.added).toEqual([]);
    expect(plan.writes).toEqual([{ rowKey: 'r1', code: 'A', dose: 5, note: '旧', route: 'po' }]);
    expect(plan.recheck).toEqual([
      { rowKey: 'r1', key: 'dose' },
      { rowKey: 'r1', key: 'route' },
    ]);
  });

  it('adds the rows below the last one, checks them whole, and keeps text a number cell cannot hold', () => {
    const plan = planPaste(table([{ code: 'A', dose: 1 }]), 'B\tabc\nC\t3', { row: 0, col: 0 })!;
    expect(plan.added.map((r) => r.rowKey)).toEqual(['r2']);
    expect(plan.writes.map((r) => [r.rowKey, r.code, r.dose])).toEqual([
      ['r1', 'B', 'abc'],
      ['r2', 'C', 3],
    ]);
    expect(plan.recheck.filter((p) => p.rowKey === 'r2').map((p) => p.key)).toEqual([
      'code',
      'dose',
      'note',
      'route',
      'code',
      'dose',
    ]);
  });

  it('rechecks a unique column in the rows the block did not reach, once each', () => {
    const plan = planPaste(table([{ code: 'A' }, { code: 'B' }, { code: 'C' }]), 'B', { row: 0, col: 0 })!;
    expect(plan.recheck).toEqual([
      { rowKey: 'r1', key: 'code' },
      { rowKey: 'r2', key: 'code' },
      { rowKey: 'r3', key: 'code' },
    ]);
  });

  it('plans nothing for empty text', () => {
    expect(planPaste(table([{ code: 'A' }]), '', { row: 0, col: 0 })).toBeNull();
  });
});
