import { describe, expect, it } from 'vitest';
import { composeCron } from './compose-cron.js';
import { DEFAULT_CRON, createDefaultModel } from './cron-defaults.js';
import type { DayMode, NumericMode, NumericPartName } from './cron-types.js';
import { CronParseError, parseCron, safeParseCron } from './parse-cron.js';

const roundTrip = (expression: string) => composeCron(parseCron(expression).model);

describe('numeric parts: every mode round-trips', () => {
  const base = ['0', '0', '0', '*', '*', '?', '*'];
  const cases: [NumericPartName, number, [string, NumericMode][]][] = [
    [
      'second',
      0,
      [
        ['*', 'every'],
        ['1-30', 'range'],
        ['0/15', 'step'],
        ['0,15,30,45', 'specific'],
        ['7', 'specific'],
      ],
    ],
    [
      'minute',
      1,
      [
        ['*', 'every'],
        ['0-59', 'range'],
        ['5/60', 'step'],
        ['0,30', 'specific'],
      ],
    ],
    [
      'hour',
      2,
      [
        ['*', 'every'],
        ['9-17', 'range'],
        ['22-2', 'range'],
        ['0/6', 'step'],
        ['8,12,18', 'specific'],
      ],
    ],
    [
      'month',
      4,
      [
        ['*', 'every'],
        ['3-6', 'range'],
        ['1/3', 'step'],
        ['2/0', 'step'],
        ['1,4,7,10', 'specific'],
      ],
    ],
    [
      'year',
      6,
      [
        ['*', 'every'],
        ['2026-2030', 'range'],
        ['2026/2', 'step'],
        ['2026,2028', 'specific'],
      ],
    ],
  ];
  for (const [part, index, modes] of cases) {
    for (const [text, mode] of modes) {
      it(`${part} ${text} → ${mode}`, () => {
        const expression = base.map((field, i) => (i === index ? text : field)).join(' ');
        const { model, notices } = parseCron(expression);
        expect(model[part].mode).toBe(mode);
        expect(notices).toEqual([]);
        expect(composeCron(model)).toBe(expression);
      });
    }
  }
});

describe('day part: all eleven modes and their ? rules', () => {
  const cases: [string, string, DayMode][] = [
    ['*', '?', 1],
    ['?', '2/3', 2],
    ['1/5', '?', 3],
    ['?', '2,4,6', 4],
    ['1,15,28', '?', 5],
    ['L', '?', 6],
    ['LW', '?', 7],
    ['?', '6L', 8],
    ['L-3', '?', 9],
    ['15W', '?', 10],
    ['?', '2#3', 11],
  ];
  for (const [day, week, mode] of cases) {
    it(`mode ${mode}: ${day} ${week}`, () => {
      const expression = `0 30 8 ${day} * ${week} *`;
      const { model } = parseCron(expression);
      expect(model.day.mode).toBe(mode);
      expect(composeCron(model)).toBe(expression);
      // Modes 2, 4 and 11 put ? in the day (and 8, see composeDay); all others in the week.
      const [, , , dayField, , weekField] = composeCron(model).split(' ');
      expect([2, 4, 8, 11].includes(mode) ? dayField : weekField).toBe('?');
    });
  }
  it('switching mode keeps the inputs of the others', () => {
    const model = parseCron('0 0 0 ? * 6L *').model;
    expect(composeCron({ ...model, day: { ...model.day, mode: 11 } })).toBe('0 0 0 ? * 2#1 *');
    expect(composeCron({ ...model, day: { ...model.day, mode: 8 } })).toBe('0 0 0 ? * 6L *');
  });
});

describe('reading leniently', () => {
  it('empty starts from the defaults', () => {
    expect(parseCron('').model).toEqual(createDefaultModel());
    expect(composeCron(createDefaultModel())).toBe(DEFAULT_CRON);
  });
  it('six parts mean every year', () => {
    expect(roundTrip('0 0 12 * * ?')).toBe('0 0 12 * * ? *');
  });
  it('names, wrapping and stepped lists are expanded', () => {
    expect(roundTrip('0 0 8 ? JAN-MAR MON-FRI')).toBe('0 0 8 ? 1-3 2,3,4,5,6 *');
    expect(roundTrip('0 0 8 ? * FRI-MON')).toBe('0 0 8 ? * 1,2,6,7 *');
    expect(roundTrip('0 0 8 1-10/3 * ? *')).toBe('0 0 8 1,4,7,10 * ? *');
    expect(roundTrip('*/10 0 0 */2 * ? *')).toBe('0/10 0 0 1/2 * ? *');
  });
  it('a star against a restriction is read as the restriction', () => {
    expect(roundTrip('0 0 0 * * 2 *')).toBe('0 0 0 ? * 2 *');
    expect(roundTrip('0 0 0 5 * * *')).toBe('0 0 0 5 * ? *');
    expect(roundTrip('0 0 0 ? * *')).toBe('0 0 0 * * ? *');
    expect(roundTrip('0 0 0 ? * L')).toBe('0 0 0 ? * 7 *');
  });
  it('values outside the editor bounds are clamped with a reason', () => {
    const { model, notices } = parseCron('0 0 0 * * ? 2010-2030');
    expect(model.year.rangeFrom).toBe(2019);
    expect(notices).toEqual([
      { part: 'year', field: 'rangeFrom', message: '年的周期起始值须在2019-2119之间，已调整为2019' },
    ]);
  });
  it('without clamping, legal Quartz values are kept', () => {
    expect(composeCron(parseCron('0 0 0 * * ? 2010-2030', { clamp: false }).model)).toBe(
      '0 0 0 * * ? 2010-2030',
    );
  });
});

describe('bad input: clear Chinese errors, no crash', () => {
  const bad: [string, string][] = [
    ['0 0', 'Cron表达式须由6或7个以空格分隔的部分组成（秒 分 时 日 月 周 [年]）'],
    ['0 0 0 * * ? * 1', 'Cron表达式须由6或7个以空格分隔的部分组成（秒 分 时 日 月 周 [年]）'],
    ['x 0 0 * * ? *', '无法识别的秒部分：x'],
    ['0 61 0 * * ? *', '无法识别的分钟部分：61'],
    ['0 0 0 5 * 2 *', '日和周不能同时指定，其中一个须为“?”'],
    ['0 0 0 ? * ? *', '日和周不能同时指定，其中一个须为“?”'],
    ['0 0 0 ? * 8 *', '无法识别的周部分：8'],
    ['0 0 0 ? * MON#x *', '无法识别的周部分：MON#x'],
    ['0 0 ? * * ? *', '无法识别的小时部分：?'],
  ];
  for (const [expression, message] of bad) {
    it(expression, () => {
      expect(() => parseCron(expression)).toThrow(CronParseError);
      expect(safeParseCron(expression)).toEqual({ ok: false, message });
    });
  }
});
