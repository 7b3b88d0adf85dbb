import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '../core/observable-store.js';
import { parseSuperQuery } from './super-query-codec.js';
import { flattenFields } from './super-query-fields.js';
import { createSuperQueryModel } from './super-query-model.js';
import { matchTypeChoices, ruleChoices } from './super-query-rules.js';
import type { SuperQueryFieldDef } from './super-query-types.js';

const defs: SuperQueryFieldDef[] = [
  { value: 'name', label: '姓名', type: 'string', dbType: 'varchar' },
  { value: 'sex', label: '性别', type: 'list', dictCode: 'sex' },
  {
    value: 'level',
    text: '等级',
    type: 'list',
    options: [
      { value: 'A', text: '甲' },
      { value: 'B', text: '乙' },
    ],
  },
  { value: 'birthday', label: '生日', type: 'date' },
  {
    value: 'visit',
    label: '随访',
    children: [{ value: 'doctor', label: '医生', type: 'sel_user', customReturnField: 'username' }],
  },
];

function setup() {
  const model = createSuperQueryModel(defs);
  const notices: Notice[] = [];
  const changes = vi.fn();
  model.onNotice((n) => notices.push(n));
  model.onChange(changes);
  return { model, notices, changes, row: (i = 0) => model.getSnapshot().rows[i]! };
}

describe('fields and choices', () => {
  it('flattens child fields to parent,child values and parent-child labels', () => {
    expect(flattenFields(defs).map((f) => [f.value, f.label])).toEqual([
      ['name', '姓名'],
      ['sex', '性别'],
      ['level', '等级'],
      ['birthday', '生日'],
      ['visit,doctor', '随访-医生'],
    ]);
  });

  it('offers all ten rules with Chinese labels and both match types', () => {
    expect(ruleChoices()).toEqual([
      { value: 'eq', label: '等于' },
      { value: 'like', label: '包含' },
      { value: 'right_like', label: '以..开始' },
      { value: 'left_like', label: '以..结尾' },
      { value: 'in', label: '在...中' },
      { value: 'ne', label: '不等于' },
      { value: 'gt', label: '大于' },
      { value: 'ge', label: '大于等于' },
      { value: 'lt', label: '小于' },
      { value: 'le', label: '小于等于' },
    ]);
    expect(matchTypeChoices().map((c) => c.value)).toEqual(['and', 'or']);
  });
});

describe('advanced query rows', () => {
  it('opening empty creates one eq row; reopening keeps the rows', () => {
    const { model } = setup();
    model.open();
    expect(model.getSnapshot().visible).toBe(true);
    expect(model.getSnapshot().rows).toMatchObject([{ rule: 'eq' }]);
    model.addRow();
    model.close();
    model.open();
    expect(model.getSnapshot().rows).toHaveLength(2);
  });

  it('selecting a field copies its definition, sets its type and clears the value', () => {
    const { model, row } = setup();
    model.open();
    model.setField(row().key, 'sex');
    model.setValue(row().key, '1');
    model.setField(row().key, 'visit,doctor');
    expect(row()).toEqual({
      key: row().key,
      rule: 'eq',
      field: 'visit,doctor',
      type: 'sel_user',
      customReturnField: 'username',
    });
  });

  it('leaving in on a dictionary or option field keeps the first value; other fields keep theirs', () => {
    const { model, row } = setup();
    model.open();
    model.addRow();
    model.addRow();
    const [a, b, c] = model.getSnapshot().rows;
    model.setField(a!.key, 'sex');
    model.setField(b!.key, 'level');
    model.setField(c!.key, 'name');
    for (const key of [a!.key, b!.key, c!.key]) model.setRule(key, 'in');
    model.setValue(a!.key, ['1', '2']);
    model.setValue(b!.key, 'A,B');
    model.setValue(c!.key, '张,李');
    for (const key of [a!.key, b!.key, c!.key]) model.setRule(key, 'ne');
    expect([row(0).val, row(1).val, row(2).val]).toEqual(['1', 'A', '张,李']);
  });

  it('adds after a given row and removes by key', () => {
    const { model } = setup();
    model.open();
    const first = model.getSnapshot().rows[0]!.key;
    model.addRow();
    model.addRow(first);
    const keys = model.getSnapshot().rows.map((r) => r.key);
    expect(keys[0]).toBe(first);
    model.removeRow(keys[1]!);
    expect(model.getSnapshot().rows.map((r) => r.key)).toEqual([keys[0], keys[2]]);
  });
});

describe('query, reset and the active mark', () => {
  it('warns 不能查询空条件 when no row is complete, and stays open', () => {
    const { model, notices, changes, row } = setup();
    model.open();
    expect(model.query()).toBeNull();
    model.setField(row().key, 'name');
    model.addRow();
    expect(model.query()).toBeNull();
    expect(notices).toEqual([
      { level: 'warning', text: '不能查询空条件' },
      { level: 'warning', text: '不能查询空条件' },
    ]);
    expect(model.getSnapshot()).toMatchObject({ visible: true, active: false });
    expect(changes).not.toHaveBeenCalled();
  });

  it('emits complete rows with multi-values joined by commas, closes and marks active', () => {
    const { model, changes, row } = setup();
    model.open();
    model.setMatchType('or');
    model.setField(row().key, 'sex');
    model.setRule(row().key, 'in');
    model.setValue(row().key, ['1', '2']);
    model.addRow();
    const value = model.query()!;
    expect(value.superQueryMatchType).toBe('or');
    expect(parseSuperQuery(value.superQueryParams, value.superQueryMatchType).conditions).toEqual([
      { field: 'sex', rule: 'in', val: '1,2', type: 'list' },
    ]);
    expect(changes).toHaveBeenCalledWith(value);
    expect(model.getSnapshot()).toMatchObject({
      visible: false,
      active: true,
      applied: [{ field: 'sex', val: '1,2' }],
    });
  });

  it('reset gives one fresh row and reports empty; clear drops the active mark', () => {
    const { model, changes, row } = setup();
    model.open();
    model.setField(row().key, 'name');
    model.setValue(row().key, '王');
    model.query();
    model.clear();
    expect(model.getSnapshot()).toMatchObject({ active: false, applied: [], rows: [{ rule: 'eq' }] });
    expect(model.getSnapshot().rows).toHaveLength(1);
    expect(model.getSnapshot().rows[0]!.field).toBeUndefined();
    model.open();
    model.addRow();
    model.reset();
    expect(model.getSnapshot().rows).toHaveLength(1);
    expect(changes).toHaveBeenLastCalledWith(null);
  });

  it('restores rows and the active mark from a value (the URL), and ignores a malformed one', () => {
    const { model } = setup();
    const value = {
      superQueryParams: encodeURIComponent(
        JSON.stringify([
          { field: 'sex', rule: 'in', val: '1,2', type: 'list' },
          { field: 'birthday', rule: 'ge', val: '2020-01-01', type: 'date' },
        ]),
      ),
      superQueryMatchType: 'or' as const,
    };
    model.load(value);
    expect(model.getSnapshot()).toMatchObject({
      active: true,
      matchType: 'or',
      rows: [
        { field: 'sex', rule: 'in', val: ['1', '2'], dictCode: 'sex' },
        { field: 'birthday', rule: 'ge', val: '2020-01-01', type: 'date' },
      ],
    });
    model.load({ superQueryParams: '%5Bnot json', superQueryMatchType: 'and' });
    expect(model.getSnapshot().active).toBe(false);
    model.load(value);
    model.load(null);
    expect(model.getSnapshot().active).toBe(false);
  });
});
