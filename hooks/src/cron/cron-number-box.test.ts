import { describe, expect, it } from 'vitest';
import { createCronEditorModel } from './cron-editor-model.js';
import { cronNumberBox } from './cron-number-box.js';

const now = () => new Date(2026, 10, 22, 9, 0, 0);

/** Types `keys` one by one into a box holding `start`, as the console's box does: refused keystrokes leave the text. */
function type(box: ReturnType<typeof cronNumberBox>, start: string, keys: string): string {
  let text = start;
  for (const key of keys) if (box.accepts(text + key)) text += key;
  return text;
}

describe('cron number box (the form integer-input rule)', () => {
  it('typing 12.7 keeps the decimal point, says it will round, and leaving gives 13, never 127', () => {
    const editor = createCronEditorModel('', { now });
    editor.setMode('second', 'step');
    const box = cronNumberBox('second', 'stepStart');
    const text = type(box, '', '12.7');
    expect(text).toBe('12.7');
    expect(box.hint(text)).toBe('只能填写整数，离开时取整为 13');
    expect(box.live(text)).toBeNull();
    editor.setField('second', 'stepStart', box.commit(text)!);
    const state = editor.getSnapshot();
    expect(state.model.second.stepStart).toBe(13);
    expect(state.value.split(' ')[0]).toBe('13/1');
    expect(state.notices).toEqual([
      { part: 'second', field: 'stepStart', message: '秒的起始值须为整数，已调整为13' },
    ]);
  });

  it('refuses letters, a second point and an exponent keystroke by keystroke', () => {
    const box = cronNumberBox('minute', 'stepEvery');
    expect(type(box, '', '1e5.2.x')).toBe('15.2');
    expect(box.hint('15.2')).toBe('只能填写整数，离开时取整为 15');
  });

  it('the hint agrees with the bounds the editor clamps to', () => {
    const editor = createCronEditorModel('', { now });
    const box = cronNumberBox('hour', 'rangeTo');
    expect(box.hint('30.6')).toBe('只能填写整数，离开时取整为 23');
    editor.setField('hour', 'rangeTo', box.commit('30.6')!);
    expect(editor.getSnapshot().model.hour.rangeTo).toBe(23);
    expect(editor.getSnapshot().notices[0]?.message).toBe('小时的周期结束值须在0-23之间，已调整为23');
  });

  it('passes whole in-bound numbers on while typing; leaves incomplete text to put the value back', () => {
    const box = cronNumberBox('year', 'stepStart');
    expect(box.live('2030')).toBe(2030);
    expect(box.live('203')).toBeNull();
    expect(box.live('2030.')).toBeNull();
    expect(box.commit('')).toBeNull();
    expect(box.commit('-')).toBeNull();
    expect(box.commit('12.')).toBeNull();
    expect(box.hint('2030')).toBeNull();
  });
});
