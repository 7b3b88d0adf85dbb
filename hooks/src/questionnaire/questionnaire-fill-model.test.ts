import { describe, expect, it, vi } from 'vitest';
import {
  createQuestionnaireFillModel,
  fillFieldsOf,
  type QuestionnaireFillTransport,
} from './questionnaire-fill-model.js';

const QUESTIONS = [
  {
    key: 'q1',
    title: '心情低落',
    type: 'radio',
    required: true,
    options: [
      { value: '1', label: '没有', score: 0 },
      { value: '2', label: '经常', score: 3 },
    ],
  },
  { key: 'q2', title: '体重', type: 'number', min: 20, max: 300 },
  { key: 'q3', title: '备注', type: 'text' },
];

function setup(over: Partial<QuestionnaireFillTransport> = {}) {
  const transport: QuestionnaireFillTransport = {
    published: vi.fn(async () => [{ id: 'a', name: 'PHQ-9 抑郁筛查' }]),
    read: vi.fn(async () => ({ id: 'a', name: 'PHQ-9 抑郁筛查', questions: JSON.stringify(QUESTIONS) })),
    add: vi.fn(async () => {}),
    latest: vi.fn(async () => ({
      id: 'r1',
      patientId_dictText: '张三',
      questionnaireId_dictText: 'PHQ-9 抑郁筛查',
      score: 3,
      band: '正常',
      dimensionScores: '{"情感":3}',
      fillTime: '2026-11-27 10:00:00',
    })),
    ...over,
  };
  return { transport, model: createQuestionnaireFillModel({ transport }) };
}

describe('questionnaire fill', () => {
  it('draws the patient picker, then each question as the form renderer field of its kind', () => {
    const fields = fillFieldsOf(
      QUESTIONS.map((q) => ({ ...q, type: q.type as 'radio' | 'number' | 'text' })),
    );
    expect(fields.map((f) => [f.name, f.type, f.label])).toEqual([
      ['patientId', 'sel_search_async', '患者'],
      ['q1', 'radio', '1. 心情低落'],
      ['q2', 'inputNumber', '2. 体重'],
      ['q3', 'textarea', '3. 备注'],
    ]);
    expect(fields[0]!.dictCode).toBe('chronic_patient,name,id');
    expect(fields[1]!.options).toEqual([
      { value: '1', label: '没有' },
      { value: '2', label: '经常' },
    ]);
    expect(fields[2]).toMatchObject({ min: 20, max: 300 });
  });

  it('offers the published questionnaires, sends the answers and shows what the server scored', async () => {
    const { model, transport } = setup();
    await model.load();
    expect(model.getSnapshot().choices).toEqual([{ value: 'a', label: 'PHQ-9 抑郁筛查' }]);
    await model.choose('a');
    expect(model.getSnapshot().chosen?.questions).toHaveLength(3);
    expect(await model.submit({ patientId: 'p1', q1: '2', q2: null, q3: '' })).toBe(true);
    expect(transport.add).toHaveBeenCalledWith({
      patientId: 'p1',
      questionnaireId: 'a',
      answers: '{"q1":"2"}',
    });
    expect(model.getSnapshot().result).toMatchObject({
      patientName: '张三',
      score: 3,
      band: '正常',
      dimensions: [{ name: '情感', score: 3 }],
    });
    model.again();
    expect(model.getSnapshot().result).toBeNull();
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { ApiError } = await import('@clinic/sdk');
    const { model } = setup({
      add: vi.fn(async () => {
        throw new ApiError({ code: 500, message: '问卷「X」尚未发布，不能填写' } as never);
      }),
    });
    await model.choose('a');
    expect(await model.submit({ patientId: 'p1', q1: '1' })).toBe(false);
    expect(model.getSnapshot().error).toBeTruthy();
    expect(model.getSnapshot().result).toBeNull();
  });
});
