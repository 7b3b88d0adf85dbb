import { describe, expect, it, vi } from 'vitest';
import { createSliderModel } from './slider-model.js';
import {
  integerRoundingHint,
  isIntegerDraft,
  isNumericDraft,
  normalizeInteger,
  normalizeNumber,
} from './numeric-input.js';
import { numberOptions, selectLabelOf, typedSelectMatches, typedSelectValue } from './select-options.js';
import {
  OTHER_VALUE,
  checkCount,
  joinMulti,
  showsOtherInput,
  splitMulti,
  switchIsOn,
  switchToValue,
} from './choice-rules.js';
import { insertTemplate, nextSegment, placeholderSegments } from './template-textarea.js';

describe('slider verification', () => {
  it('idle → dragging → success at the full width; then it cannot move', () => {
    const slider = createSliderModel(260);
    const passed = vi.fn();
    slider.onSuccess(passed);
    expect(slider.getSnapshot()).toMatchObject({ status: 'idle', text: '拖动滑块验证' });
    slider.start(100);
    expect(slider.getSnapshot().status).toBe('dragging');
    slider.move(500);
    expect(slider.getSnapshot().offset).toBe(260);
    slider.end();
    expect(slider.getSnapshot()).toMatchObject({ status: 'success', text: '验证通过' });
    expect(passed).toHaveBeenCalledTimes(1);
    slider.start(0);
    slider.move(0);
    expect(slider.getSnapshot()).toMatchObject({ status: 'success', offset: 260 });
  });

  it('an early release resets to the start', () => {
    const slider = createSliderModel(260);
    slider.start(0);
    slider.move(259);
    slider.end();
    expect(slider.getSnapshot()).toMatchObject({ status: 'idle', offset: 0, text: '拖动滑块验证' });
  });

  it('is keyboard operable: arrows step 10%, reaching the end passes', () => {
    const slider = createSliderModel(100);
    for (let i = 0; i < 9; i++) slider.key('ArrowRight');
    expect(slider.getSnapshot()).toMatchObject({ status: 'idle', offset: 90 });
    slider.key('ArrowLeft');
    expect(slider.getSnapshot().offset).toBe(80);
    slider.key('End');
    expect(slider.getSnapshot().status).toBe('success');
    expect(slider.key('ArrowLeft')).toBe(false);
  });
});

describe('numeric input', () => {
  it('incomplete or non-numeric text becomes empty', () => {
    for (const bad of ['', '-', '1.', '.5', 'abc', '1e3', '--1']) expect(normalizeNumber(bad)).toBeNull();
  });

  it('clamps to min and max and rounds to the precision', () => {
    expect(normalizeNumber('150.456', { min: 0, max: 100, precision: 2 })).toBe(100);
    expect(normalizeNumber('-3', { min: 0 })).toBe(0);
    expect(normalizeNumber('3.14159', { precision: 2 })).toBe(3.14);
    expect(normalizeNumber('-2.5')).toBe(-2.5);
  });

  it('integer input: digits only, min 0, optional max, no decimals', () => {
    expect(isIntegerDraft('12')).toBe(true);
    expect(isIntegerDraft('1.2')).toBe(false);
    expect(isNumericDraft('-1.')).toBe(true);
    expect(isNumericDraft('1.2.3')).toBe(false);
    expect(normalizeInteger('7.6')).toBe(8);
    expect(normalizeInteger('-4')).toBe(0);
    expect(normalizeInteger('500', { max: 150 })).toBe(150);
  });

  it('integer input rounds a typed decimal (12.7 becomes 13, never 127) and says so while typing', () => {
    // The keystroke "." is kept (a decimal draft), so the digits after it never join the integer part.
    expect(isNumericDraft('12.7')).toBe(true);
    expect(normalizeInteger('12.7')).toBe(13);
    expect(normalizeInteger('12.4')).toBe(12);
    expect(integerRoundingHint('12.7')).toBe(13);
    expect(integerRoundingHint('12.')).toBeNull();
    expect(integerRoundingHint('12')).toBeNull();
    expect(integerRoundingHint('170.6', { max: 150 })).toBe(150);
  });
});

describe('choice rules', () => {
  it('switch maps on/off to Y/N or two given values', () => {
    expect(switchToValue(true)).toBe('Y');
    expect(switchToValue(false)).toBe('N');
    expect(switchToValue(true, { options: ['1', '0'] })).toBe('1');
    expect(switchIsOn('0', { options: ['1', '0'] })).toBe(false);
    expect(switchIsOn('Y')).toBe(true);
  });

  it('other = 99 reveals the free-text input; values split and join by comma', () => {
    expect(OTHER_VALUE).toBe('99');
    expect(showsOtherInput(splitMulti('1,99'))).toBe(true);
    expect(showsOtherInput(splitMulti('1,2'))).toBe(false);
    expect(joinMulti(['a', 'b'])).toBe('a,b');
    expect(splitMulti(null)).toEqual([]);
  });

  it('checkbox group minimum and maximum counts', () => {
    expect(checkCount(['a'], { min: 2 })).toEqual({ ok: false, message: '最少选择2项' });
    expect(checkCount(['a', 'b', 'c'], { max: 2 })).toEqual({ ok: false, message: '最多选择2项' });
    expect(checkCount(['a', 'b'], { min: 1, max: 2 })).toEqual({ ok: true });
  });
});

describe('template textarea', () => {
  const text = '患者{姓名}于{日期}复诊，血压{收缩压}/{舒张压}mmHg';
  it('Tab walks the placeholders in order and wraps round', () => {
    const segs = placeholderSegments(text);
    expect(segs.map((s) => text.slice(s.start, s.end))).toEqual(['{姓名}', '{日期}', '{收缩压}', '{舒张压}']);
    let sel = nextSegment(text, 0)!;
    const walked = [text.slice(sel.start, sel.end)];
    for (let i = 0; i < 4; i++) {
      sel = nextSegment(text, sel.end)!;
      walked.push(text.slice(sel.start, sel.end));
    }
    expect(walked).toEqual(['{姓名}', '{日期}', '{收缩压}', '{舒张压}', '{姓名}']);
  });

  it('Shift+Tab walks back; no placeholder leaves Tab alone', () => {
    const third = placeholderSegments(text)[2]!;
    const back = nextSegment(text, third.end, true, third.start)!;
    expect(text.slice(back.start, back.end)).toBe('{日期}');
    expect(nextSegment('纯文本', 0)).toBeNull();
  });

  it('inserts a template into a blank text, or on a line after the text, selecting its first placeholder', () => {
    const tpl = '血压{收缩压}/{舒张压}mmHg';
    const blank = insertTemplate('  ', tpl);
    expect(blank.text).toBe(tpl);
    expect(blank.text.slice(blank.selection.start, blank.selection.end)).toBe('{收缩压}');
    const after = insertTemplate('已测{体重}\n', tpl);
    expect(after.text).toBe('已测{体重}\n血压{收缩压}/{舒张压}mmHg');
    expect(after.text.slice(after.selection.start, after.selection.end)).toBe('{收缩压}');
    expect(insertTemplate('', '继续服药').selection).toEqual({ start: 4, end: 4 });
  });
});

describe('select options', () => {
  const sexes = [
    { value: '1', label: '男' },
    { value: '2', label: '女' },
  ];
  it('shows the label of the chosen value, the stored value when no option has it, nothing when empty', () => {
    expect(selectLabelOf(sexes, '2')).toBe('女');
    expect(selectLabelOf(sexes, '9')).toBe('9');
    expect(selectLabelOf(sexes, '')).toBe('');
    expect(selectLabelOf([{ value: '', label: '全部' }, ...sexes], '')).toBe('全部');
  });
  it('labels numbers (page sizes, clock parts)', () => {
    expect(numberOptions([10, 30], (n) => `${n} 条/页`)).toEqual([
      { value: '10', label: '10 条/页' },
      { value: '30', label: '30 条/页' },
    ]);
  });
});

describe('a select that keeps typed text', () => {
  const units = [
    { value: 'mg', label: 'mg' },
    { value: 'tablet', label: '片' },
    { value: 'capsule', label: '粒' },
  ];
  it('stores the value of the option the text names, else the text as typed', () => {
    expect(typedSelectValue(units, '片')).toBe('tablet');
    expect(typedSelectValue(units, ' tablet ')).toBe('tablet');
    expect(typedSelectValue(units, '喷')).toBe('喷');
    expect(typedSelectValue(units, '  ')).toBe('');
  });
  it('offers every option for an empty or chosen text, else the labels containing it', () => {
    expect(typedSelectMatches(units, '')).toHaveLength(3);
    expect(typedSelectMatches(units, '片')).toHaveLength(3);
    expect(typedSelectMatches(units, 'M').map((o) => o.value)).toEqual(['mg']);
    expect(typedSelectMatches(units, '喷')).toEqual([]);
  });
});
