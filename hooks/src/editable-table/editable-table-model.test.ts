import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ASYNC_RULE_DELAY_MS,
  INSERT_GUARD_MS,
  createEditableTableModel,
  type EditableColumn,
  type EditableTableOptions,
} from './index.js';
import { isGridText, parseTsv } from './tsv.js';

const columns: EditableColumn[] = [
  { key: 'drug', title: '药品', required: true },
  { key: 'dose', title: '剂量', type: 'number', statistics: true },
  { key: 'days', title: '天数', type: 'number', sum: true, defaultValue: 7 },
];

function setup(extra: Partial<EditableTableOptions> = {}) {
  let clock = 10_000;
  const changes: Record<string, unknown>[][] = [];
  const notices: string[] = [];
  const model = createEditableTableModel({
    columns,
    now: () => clock,
    onChange: (rows) => changes.push(rows),
    ...extra,
  });
  model.onNotice((n) => notices.push(n.text));
  const keys = () => model.getSnapshot().rowKeys;
  const err = (row: number, key: string) => model.getRow(keys()[row]!)?.errors[key];
  return { model, changes, notices, keys, err, tick: (ms: number) => (clock += ms) };
}

/** A one-column table with the given rules, three rows loaded. */
function ruled(rule: EditableColumn['validateRules'], values: unknown[] = ['', '', '']) {
  const t = setup({ columns: [{ key: 'v', title: '值', validateRules: rule }] });
  t.model.load(values.map((v) => ({ v })));
  return t;
}

afterEach(() => vi.useRealTimers());

describe('editable table model: rows', () => {
  it('adds one row by default with column defaults, and opens its first cell', () => {
    const { model, changes, keys } = setup();
    expect(model.add()).toBe(true);
    expect(model.value()).toEqual([{ drug: '', dose: null, days: 7 }]);
    expect(model.getSnapshot().editing).toEqual({ rowKey: keys()[0], key: 'drug' });
    expect(changes).toHaveLength(1);
  });

  it('refuses a second insert within 1500 ms with 你点击的太快了，请慢点点击!, then allows it', () => {
    const { model, tick, notices, keys } = setup();
    model.add();
    tick(INSERT_GUARD_MS - 1);
    expect(model.add()).toBe(false);
    expect(notices).toEqual(['你点击的太快了，请慢点点击!']);
    tick(1);
    expect(model.add(2)).toBe(true);
    expect(keys()).toHaveLength(3);
  });

  it('batch delete needs a selection and removes only the selected rows', () => {
    const { model, notices, keys } = setup();
    model.load([{ drug: 'A' }, { drug: 'B' }, { drug: 'C' }]);
    expect(model.removeSelected()).toBe(false);
    expect(notices).toEqual(['请选择一条记录']);
    const [a, , c] = keys();
    model.toggle(c!);
    model.toggle(a!);
    expect(model.getSnapshot().selected).toEqual([a, c]);
    expect(model.removeSelected()).toBe(true);
    expect(model.value()).toEqual([{ drug: 'B' }]);
  });

  it('drag sort moves rows and writes their position into orderNum (or the named key)', () => {
    const { model } = setup({ dragSort: true });
    model.load([{ drug: 'A' }, { drug: 'B' }, { drug: 'C' }]);
    expect(model.value().map((r) => r.orderNum)).toEqual([1, 2, 3]);
    model.move(2, 0);
    expect(model.value().map((r) => [r.drug, r.orderNum])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    model.move(0, 5);
    expect(model.value().map((r) => r.drug)).toEqual(['C', 'A', 'B']);
    const named = setup({ dragSort: true, orderKey: 'sortOrder' }).model;
    named.load([{ drug: 'A' }]);
    named.add();
    expect(named.value().map((r) => r.sortOrder)).toEqual([1, 2]);
  });

  it('sums the statistics columns, counting empty and non-numeric cells as 0', () => {
    const { model } = setup();
    model.load([
      { drug: 'A', dose: 500, days: '30' },
      { drug: 'B', dose: '', days: 'x' },
      { drug: 'C', dose: 0.5, days: 7 },
    ]);
    expect(model.totals()).toEqual({ dose: 500.5, days: 37 });
    expect(model.totalsSnapshot()).toBe(model.totalsSnapshot());
  });

  it('a keystroke wakes only the row it changed', () => {
    const { model, keys } = setup();
    model.load([{ drug: 'A' }, { drug: 'B' }]);
    const woke: string[] = [];
    for (const k of keys()) model.subscribeRow(k, () => woke.push(k));
    model.input(keys()[1]!, 'drug', 'BB');
    expect(new Set(woke)).toEqual(new Set([keys()[1]]));
  });
});

describe('editable table model: cell rules (widgets-spec 5)', () => {
  it('required fails on empty input, change and blur with the column named, and clears once filled', () => {
    const { model, keys, err } = setup();
    model.load([{ drug: '阿司匹林' }]);
    const k = keys()[0]!;
    model.input(k, 'drug', '');
    expect(err(0, 'drug')).toBe('药品不能为空');
    model.input(k, 'drug', 'x');
    expect(err(0, 'drug')).toBeUndefined();
    model.change(k, 'drug', '  ');
    expect(err(0, 'drug')).toBe('药品不能为空');
    model.change(k, 'drug', 'y');
    model.load([{ drug: '' }]);
    model.blur(model.getSnapshot().rowKeys[0]!, 'drug');
    expect(err(0, 'drug')).toBe('药品不能为空');
  });

  it('unique (and pattern only) refuses a value repeated among rows, and frees the other row when fixed', () => {
    for (const rule of [{ unique: true }, { pattern: 'only' }]) {
      const { model, keys, err } = ruled([rule], ['a', 'b', '']);
      model.input(keys()[2]!, 'v', 'a');
      expect(err(2, 'v')).toBe('该值不能重复');
      expect(err(0, 'v')).toBe('该值不能重复');
      model.input(keys()[2]!, 'v', 'c');
      expect(err(2, 'v')).toBeUndefined();
      expect(err(0, 'v')).toBeUndefined();
    }
  });

  it.each([
    ['n6-16', '12345', '123456', '请输入6-16位数字'],
    ['*6-16', 'abc', 'a b c!', '请输入6-16位任意字符'],
    ['s6-18', 'abc123', 'abcdef', '请输入6-18位字母'],
    ['url', 'example.com', 'https://example.com', '请输入正确的网址'],
    ['e', 'a@b', 'a@b.cn', '请输入正确的电子邮件'],
    ['m', '12345678901', '13912345678', '请输入正确的手机号码'],
    ['p', '012345', '100080', '请输入正确的邮政编码'],
    ['s', 'ab1', 'abc', '请输入字母'],
    ['n', '1.2.3', '-1.5', '请输入数字'],
    ['z', '1.5', '-15', '请输入整数'],
    ['money', '1.234', '1.23', '请输入正确的金额，最多两位小数'],
    ['^[A-Z]{2}\\d$', 'ab1', 'AB1', '格式不正确'],
  ])('pattern %s: %s fails with its message, %s passes', (pattern, bad, good, message) => {
    const { model, keys, err } = ruled([{ pattern }]);
    model.input(keys()[0]!, 'v', bad);
    expect(err(0, 'v')).toBe(message);
    model.input(keys()[0]!, 'v', good);
    expect(err(0, 'v')).toBeUndefined();
  });

  it('pattern * fails on empty; a rule message overrides the default; the first failing rule wins', () => {
    const star = ruled([{ pattern: '*' }]);
    star.model.blur(star.keys()[0]!, 'v');
    expect(star.err(0, 'v')).toBe('该字段不能为空');
    const own = ruled([
      { required: true, message: '请填写${title}' },
      { pattern: 'n6-16', message: '编码为6-16位数字' },
    ]);
    own.model.blur(own.keys()[0]!, 'v');
    expect(own.err(0, 'v')).toBe('请填写值');
    own.model.input(own.keys()[0]!, 'v', '12');
    expect(own.err(0, 'v')).toBe('编码为6-16位数字');
  });

  it('a custom handler sees the value, row and trigger', () => {
    const triggers: string[] = [];
    const { model, keys, err } = ruled([
      {
        handler: ({ value, trigger }) => {
          triggers.push(trigger);
          return value === 'bad' ? '不允许bad' : null;
        },
      },
    ]);
    model.input(keys()[0]!, 'v', 'bad');
    expect(err(0, 'v')).toBe('不允许bad');
    model.change(keys()[0]!, 'v', 'ok');
    model.blur(keys()[0]!, 'v');
    expect(err(0, 'v')).toBeUndefined();
    expect(triggers).toEqual(['input', 'change', 'blur']);
  });

  it('an asynchronous handler answers after the keystrokes pause, and a stale answer is dropped', async () => {
    vi.useFakeTimers();
    const asked: unknown[] = [];
    const { model, keys, err } = ruled([
      {
        async: true,
        handler: ({ value }) => {
          asked.push(value);
          return new Promise((resolve) =>
            setTimeout(() => resolve(value === 'taken' ? '编码已存在' : null), 50),
          );
        },
      },
    ]);
    const k = keys()[0]!;
    model.input(k, 'v', 'tak');
    model.input(k, 'v', 'taken');
    await vi.advanceTimersByTimeAsync(ASYNC_RULE_DELAY_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['taken']);
    expect(model.getRow(k)!.validating.v).toBe(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(err(0, 'v')).toBe('编码已存在');
    const check = model.validate();
    await vi.advanceTimersByTimeAsync(50);
    expect(await check).toBe(false);
  });

  it('validate() runs every rule of every cell, focuses the first failure and answers true when all pass', async () => {
    const { model, keys } = setup();
    model.load([{ drug: 'A' }, { drug: '' }]);
    expect(await model.validate()).toBe(false);
    expect(model.getSnapshot().active).toEqual({ rowKey: keys()[1], key: 'drug' });
    model.change(keys()[1]!, 'drug', 'B');
    expect(await model.validate()).toBe(true);
  });
});

describe('editable table model: number cells', () => {
  it('accept only an optional minus, digits and one decimal part; "5e-x.5" never becomes a number', () => {
    const { model, keys } = setup();
    model.load([{ drug: 'A', dose: null }]);
    const k = keys()[0]!;
    expect(model.input(k, 'dose', '-')).toBe(true);
    expect(model.input(k, 'dose', '-1.')).toBe(true);
    expect(model.input(k, 'dose', '-1.5')).toBe(true);
    for (const bad of ['5e', '5e-x.5', '1.2.3', '--1', '1,5', '+1', ' 1'])
      expect(model.input(k, 'dose', bad)).toBe(false);
    expect(model.getRow(k)!.row.dose).toBe('-1.5');
    model.blur(k, 'dose');
    expect(model.value()[0]!.dose).toBe(-1.5);
    model.input(k, 'dose', '-');
    model.blur(k, 'dose');
    expect(model.value()[0]!.dose).toBeNull();
  });
});

describe('editable table model: keyboard grid', () => {
  function grid() {
    const t = setup();
    t.model.load([
      { drug: 'A', dose: 1, days: 1 },
      { drug: 'B', dose: 2, days: 2 },
    ]);
    t.model.setActive({ rowKey: t.keys()[0]!, key: 'drug' });
    const at = () => {
      const a = t.model.getSnapshot().active!;
      return [t.keys().indexOf(a.rowKey), columns.findIndex((c) => c.key === a.key)];
    };
    return { ...t, at, key: (key: string, shift = false) => t.model.keyDown({ key, shift }) };
  }

  it('arrows move the active cell and stop at the edges', () => {
    const { key, at } = grid();
    key('ArrowRight');
    key('ArrowRight');
    key('ArrowRight');
    expect(at()).toEqual([0, 2]);
    key('ArrowDown');
    key('ArrowDown');
    expect(at()).toEqual([1, 2]);
    key('ArrowLeft');
    key('ArrowUp');
    expect(at()).toEqual([0, 1]);
  });

  it('Tab walks the cells row by row, Shift+Tab back, and leaves the grid past the last cell', () => {
    const { key, at } = grid();
    key('Tab');
    key('Tab');
    key('Tab');
    expect(at()).toEqual([1, 0]);
    key('Tab', true);
    expect(at()).toEqual([0, 2]);
    key('Tab');
    key('Tab');
    key('Tab');
    expect(at()).toEqual([1, 2]);
    expect(key('Tab')).toBe(false);
  });

  it('Enter or F2 opens the cell, Enter commits and moves down, Escape puts the old value back', () => {
    const { model, key, keys, at } = grid();
    key('Enter');
    expect(model.getSnapshot().editing).toEqual({ rowKey: keys()[0], key: 'drug' });
    model.input(keys()[0]!, 'drug', 'AA');
    key('Enter');
    expect(model.getSnapshot().editing).toBeNull();
    expect(at()).toEqual([1, 0]);
    expect(model.value()[0]!.drug).toBe('AA');
    key('F2');
    model.input(keys()[1]!, 'drug', 'changed');
    key('Escape');
    expect(model.getSnapshot().editing).toBeNull();
    expect(model.value()[1]!.drug).toBe('B');
  });

  it('Delete empties the active cell; typing a character opens it with that text', () => {
    const { model, key, keys } = grid();
    key('Delete');
    expect(model.value()[0]!.drug).toBe('');
    model.startEdit(undefined, 'Z');
    expect(model.getSnapshot().editing).toEqual({ rowKey: keys()[0], key: 'drug' });
    expect(model.getRow(keys()[0]!)!.row.drug).toBe('Z');
  });
});

describe('editable table model: paste and undo', () => {
  it('pastes a tab-separated 3x3 block at the active cell', () => {
    const { model, keys } = setup();
    model.load([{ drug: 'x', dose: null, days: 1 }, { drug: 'y', dose: null, days: 1 }, { drug: 'z' }]);
    model.setActive({ rowKey: keys()[0]!, key: 'drug' });
    expect(model.paste('甲\t1\t10\r\n乙\t2.5\t20\r\n丙\t-3\t30\r\n')).toBe(true);
    expect(model.value()).toEqual([
      { drug: '甲', dose: 1, days: 10 },
      { drug: '乙', dose: 2.5, days: 20 },
      { drug: '丙', dose: -3, days: 30 },
    ]);
  });

  it('adds rows when the block runs past the end, says so, and ignores columns past the last', () => {
    const { model, keys, notices } = setup();
    model.load([{ drug: 'x', dose: null, days: 1 }]);
    model.setActive({ rowKey: keys()[0]!, key: 'dose' });
    model.paste('1\t2\t3\n4\t5\t6');
    expect(model.value()).toEqual([
      { drug: 'x', dose: 1, days: 2 },
      { drug: '', dose: 4, days: 5 },
    ]);
    expect(notices).toEqual(['粘贴内容超出表格，已新增 1 行']);
    expect(model.getRow(keys()[1]!)!.errors.drug).toBe('药品不能为空');
  });

  it('a pasted value repeating one in a row the paste did not reach marks both', () => {
    const t = setup({ columns: [{ key: 'v', title: '值', validateRules: [{ unique: true }] }] });
    t.model.load([{ v: 'A1' }, { v: '' }]);
    t.model.setActive({ rowKey: t.keys()[1]!, key: 'v' });
    t.model.paste('A1');
    expect(t.err(0, 'v')).toBe('该值不能重复');
    expect(t.err(1, 'v')).toBe('该值不能重复');
  });

  it('keeps text a number cell cannot hold visible with its rule message', () => {
    const t = setup({
      columns: [{ key: 'n', title: '数量', type: 'number', validateRules: [{ pattern: 'n' }] }],
    });
    t.model.load([{ n: 1 }]);
    t.model.setActive({ rowKey: t.keys()[0]!, key: 'n' });
    t.model.paste('abc');
    expect(t.model.value()[0]!.n).toBe('abc');
    expect(t.err(0, 'n')).toBe('请输入数字');
  });

  it('undoes the last change: a typed cell (one step per edit), a paste, an add, a delete, a move', () => {
    const { model, keys, tick } = setup({ dragSort: true });
    model.load([{ drug: 'A' }, { drug: 'B' }]);
    expect(model.getSnapshot().canUndo).toBe(false);
    model.startEdit({ rowKey: keys()[0]!, key: 'drug' });
    model.input(keys()[0]!, 'drug', 'A1');
    model.input(keys()[0]!, 'drug', 'A12');
    model.endEdit();
    model.move(1, 0);
    tick(INSERT_GUARD_MS);
    model.add();
    model.setActive({ rowKey: keys()[0]!, key: 'drug' });
    model.paste('P');
    model.toggle(keys()[1]!);
    model.removeSelected();
    const names = () => model.value().map((r) => r.drug);
    expect(names()).toEqual(['P', '']);
    expect(model.undo()).toBe(true);
    expect(names()).toEqual(['P', 'A12', '']);
    model.undo();
    expect(names()).toEqual(['B', 'A12', '']);
    model.undo();
    expect(names()).toEqual(['B', 'A12']);
    model.undo();
    expect(names()).toEqual(['A12', 'B']);
    expect(model.value().map((r) => r.orderNum)).toEqual([1, 2]);
    expect(model.keyDown({ key: 'z', ctrl: true })).toBe(true);
    expect(names()).toEqual(['A', 'B']);
    expect(model.undo()).toBe(false);
    expect(model.getSnapshot().canUndo).toBe(false);
  });
});

describe('editable table model: other cell types', () => {
  it('checkbox cells hold the customValue pair, toggled by Space; selects map pasted labels, allowInput keeps free text', () => {
    const t = setup({
      columns: [
        { key: 'on', title: '启用', type: 'checkbox', customValue: ['1', '0'], defaultChecked: true },
        { key: 'sex', title: '性别', type: 'select', options: [{ value: '1', label: '男' }] },
        {
          key: 'unit',
          title: '单位',
          type: 'select',
          options: [{ value: 'mg', label: '毫克' }],
          allowInput: true,
        },
      ],
    });
    t.model.add();
    expect(t.model.value()).toEqual([{ on: '1', sex: '', unit: '' }]);
    t.model.setActive({ rowKey: t.keys()[0]!, key: 'on' });
    t.model.keyDown({ key: ' ' });
    expect(t.model.value()[0]!.on).toBe('0');
    t.model.paste('是\t男\t片');
    expect(t.model.value()).toEqual([{ on: '1', sex: '1', unit: '片' }]);
  });
});

describe('editable table model: pickers, popup and dictionary selects', () => {
  const pickerColumns: EditableColumn[] = [
    {
      key: 'drugName',
      title: '药品',
      type: 'popup',
      required: true,
      popup: { code: 'drug_report', orgFields: 'name,code', destFields: 'drugName,drugCode' },
    },
    { key: 'doctor', title: '医生', type: 'sel_user' },
    { key: 'dept', title: '科室', type: 'sel_depart' },
    { key: 'file', title: '处方', type: 'upload' },
    { key: 'route', title: '途径', type: 'select', dictCode: 'drug_route' },
  ];

  it('a popup pick writes every destination field (one a column, one not) as one undo step, and clears its message', () => {
    const t = setup({ columns: pickerColumns });
    t.model.add();
    const row = t.keys()[0]!;
    expect(t.model.value()).toEqual([{ drugName: '', doctor: '', dept: '', file: '', route: '' }]);
    t.model.blur(row, 'drugName');
    expect(t.err(0, 'drugName')).toBe('药品不能为空');
    t.model.changeCells(row, { drugName: '氨氯地平片', drugCode: 'D001' });
    expect(t.model.value()[0]).toMatchObject({ drugName: '氨氯地平片', drugCode: 'D001' });
    expect(t.err(0, 'drugName')).toBeUndefined();
    t.model.undo();
    expect(t.model.value()[0]).not.toHaveProperty('drugCode');
    expect(t.model.value()[0]!.drugName).toBe('');
  });

  it('picker and upload cells take the stored value as picked; Delete empties them', () => {
    const t = setup({ columns: pickerColumns });
    t.model.add();
    const row = t.keys()[0]!;
    t.model.change(row, 'doctor', 'zhangsan,lisi');
    t.model.change(row, 'dept', 'd1');
    t.model.change(row, 'file', 'uploads/a.pdf');
    expect(t.model.value()[0]).toMatchObject({ doctor: 'zhangsan,lisi', dept: 'd1', file: 'uploads/a.pdf' });
    t.model.setActive({ rowKey: row, key: 'doctor' });
    expect(t.model.keyDown({ key: 'Delete' })).toBe(true);
    expect(t.model.value()[0]!.doctor).toBe('');
  });

  it('a dictCode select maps pasted labels to values once its items are known', () => {
    const t = setup({ columns: pickerColumns });
    t.model.add();
    t.model.setOptions('route', [
      { value: '1', label: '口服' },
      { value: '2', label: '静脉注射' },
    ]);
    t.model.setActive({ rowKey: t.keys()[0]!, key: 'route' });
    t.model.paste('静脉注射');
    expect(t.model.value()[0]!.route).toBe('2');
    t.model.paste('2');
    expect(t.model.value()[0]!.route).toBe('2');
  });
});

describe('spreadsheet text', () => {
  it('parses tabs and line breaks, quoted cells, and drops the trailing line break', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('"x\ty"\t"say ""hi"""\n"1\n2"\tz')).toEqual([
      ['x\ty', 'say "hi"'],
      ['1\n2', 'z'],
    ]);
    expect(isGridText('one cell\n')).toBe(false);
    expect(isGridText('a\tb')).toBe(true);
    expect(isGridText('a\nb')).toBe(true);
  });
});
