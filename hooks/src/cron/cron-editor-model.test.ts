import { describe, expect, it, vi } from 'vitest';
import { createCronEditorModel } from './cron-editor-model.js';

const now = () => new Date(2026, 10, 22, 9, 0, 0);

describe('CronEditorModel', () => {
  it('starts from the defaults on an empty value', () => {
    const editor = createCronEditorModel('', { now });
    expect(editor.value).toBe('0 0 0 * * ? *');
    expect(editor.getSnapshot().error).toBeNull();
    expect(editor.getSnapshot().nextFireTimes[0]).toEqual(new Date(2026, 10, 23, 0, 0, 0));
  });
  it('builds "the last Friday of each month at 08:30" step by step', () => {
    const editor = createCronEditorModel('', { now });
    const listener = vi.fn();
    editor.subscribe(listener);
    editor.setField('minute', 'values', [30]);
    editor.setField('hour', 'values', [8]);
    editor.setMode('day', 8);
    editor.setField('day', 'lastWeekday', 6);
    const state = editor.getSnapshot();
    expect(state.value).toBe('0 30 8 ? * 6L *');
    expect(state.description).toBe('在08:30, 限每月的最后一个星期五');
    expect(state.nextFireTimes).toHaveLength(5);
    expect(state.nextFireTimes[0]).toEqual(new Date(2026, 10, 27, 8, 30, 0));
    expect(listener).toHaveBeenCalledTimes(4);
  });
  it('opens an existing expression into its modes', () => {
    const editor = createCronEditorModel('0 0/15 9-17 ? * 2,3,4,5,6 *', { now });
    const { model } = editor.getSnapshot();
    expect(model.minute).toMatchObject({ mode: 'step', stepStart: 0, stepEvery: 15 });
    expect(model.hour).toMatchObject({ mode: 'range', rangeFrom: 9, rangeTo: 17 });
    expect(model.day).toMatchObject({ mode: 4, weekdays: [2, 3, 4, 5, 6] });
  });
  it('clamps fields with a notice and keeps snapshots immutable', () => {
    const editor = createCronEditorModel('', { now });
    const before = editor.getSnapshot();
    editor.setMode('year', 'step');
    editor.setField('year', 'stepEvery', 150);
    const after = editor.getSnapshot();
    expect(after).not.toBe(before);
    expect(before.value).toBe('0 0 0 * * ? *');
    expect(after.value).toBe('0 0 0 * * ? 2019/99');
    expect(after.notices).toEqual([
      { part: 'year', field: 'stepEvery', message: '年的间隔须在1-99之间，已调整为99' },
    ]);
  });
  it('refuses an unreadable value with the reason and keeps the current model', () => {
    const editor = createCronEditorModel('0 0 12 * * ? *', { now });
    expect(editor.setValue('0 0 0 5 * 2 *')).toBe(false);
    expect(editor.getSnapshot().error).toBe('日和周不能同时指定，其中一个须为“?”');
    expect(editor.value).toBe('0 0 12 * * ? *');
    expect(editor.setValue('')).toBe(true);
    expect(editor.getSnapshot().error).toBeNull();
    expect(createCronEditorModel('garbage', { now }).getSnapshot().error).toBe(
      'Cron表达式须由6或7个以空格分隔的部分组成（秒 分 时 日 月 周 [年]）',
    );
  });
  it('unsubscribes', () => {
    const editor = createCronEditorModel('', { now });
    const listener = vi.fn();
    const off = editor.subscribe(listener);
    off();
    editor.reset();
    expect(listener).not.toHaveBeenCalled();
  });
  it('refuses unticking every weekday under 指定星期 (it would mean Sunday) with a message, keeping the last one', () => {
    const editor = createCronEditorModel('0 0 8 ? * 2 *', { now });
    expect(editor.getSnapshot().model.day.mode).toBe(4);
    editor.setField('day', 'weekdays', []);
    const state = editor.getSnapshot();
    expect(state.value).toBe('0 0 8 ? * 2 *');
    expect(state.notices.map((n) => n.message)).toEqual(['指定星期至少需要选择一天，不能全部取消']);
    editor.setField('minute', 'values', []);
    expect(editor.getSnapshot().notices.map((n) => n.message)).toEqual(['分钟至少需要选择一个指定值']);
  });
  it('a typed expression is parsed back into the editor; an invalid one is refused with its message', () => {
    const editor = createCronEditorModel('', { now });
    expect(editor.setValue('0 15 10 ? * 2,4 *')).toBe(true);
    expect(editor.getSnapshot().model.day.weekdays).toEqual([2, 4]);
    expect(editor.setValue('0 61 10 ? * 2 *')).toBe(false);
    expect(editor.getSnapshot().error).toBe('无法识别的分钟部分：61');
    expect(editor.value).toBe('0 15 10 ? * 2,4 *');
    expect(editor.setValue('1 2 3')).toBe(false);
    expect(editor.getSnapshot().error).toBe(
      'Cron表达式须由6或7个以空格分隔的部分组成（秒 分 时 日 月 周 [年]）',
    );
  });
});
