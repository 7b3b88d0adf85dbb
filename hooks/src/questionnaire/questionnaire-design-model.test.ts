import { describe, expect, it, vi } from 'vitest';
import {
  createQuestionnaireDesignModel,
  type QuestionnaireDesignTransport,
} from './questionnaire-design-model.js';

const stored = {
  id: 'q1',
  status: '1',
  scoring: 'dimension',
  questions: JSON.stringify([
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
  ]),
  bands: JSON.stringify([{ min: 0, max: 4, label: '正常' }]),
};

function setup() {
  const save = vi.fn<QuestionnaireDesignTransport['save']>(async () => {});
  const onSaved = vi.fn();
  const model = createQuestionnaireDesignModel({ questionnaire: stored, transport: { save }, onSaved });
  return { model, save, onSaved };
}

describe('questionnaire design', () => {
  it('opens the stored questions and bands as drafts', () => {
    const { model } = setup();
    const s = model.getSnapshot();
    expect(s.questions[0]).toMatchObject({ key: 'q1', title: '心情低落', required: true });
    expect(s.questions[0]!.options.map((o) => o.score)).toEqual(['0', '3']);
    expect(s.bands).toEqual([{ min: '0', max: '4', label: '正常' }]);
    expect(model.maxScore()).toBe(3);
  });

  it('adds questions with fresh keys and two options for choices, moves and removes them', () => {
    const { model } = setup();
    model.addQuestion('checkbox');
    model.addQuestion('number');
    const s = model.getSnapshot();
    expect(s.questions.map((q) => [q.key, q.type, q.options.length])).toEqual([
      ['q1', 'radio', 2],
      ['q2', 'checkbox', 2],
      ['q3', 'number', 0],
    ]);
    model.moveQuestion(2, -1);
    expect(model.getSnapshot().questions.map((q) => q.key)).toEqual(['q1', 'q3', 'q2']);
    model.removeQuestion(0);
    model.addQuestion('radio');
    // Keys are never reused while the questionnaire is open: answers stored under q1 keep their question.
    expect(model.getSnapshot().questions.map((q) => q.key)).toEqual(['q3', 'q2', 'q4']);
  });

  it('shows the first broken rule instead of saving', async () => {
    const { model, save } = setup();
    model.addQuestion('radio');
    model.updateQuestion(1, { title: '睡眠' });
    expect(await model.save()).toBe(false);
    expect(model.getSnapshot().error).toBe('第2题第1个选项不能为空');
    model.updateOption(1, 0, { label: '好' });
    model.updateOption(1, 1, { label: '差', score: 'x' });
    expect(await model.save()).toBe(false);
    expect(model.getSnapshot().error).toBe('第2题第2个选项的分值不正确');
    model.updateOption(1, 1, { score: '2' });
    model.addBand();
    expect(model.getSnapshot().bands[1]).toEqual({ min: '5', max: '', label: '' });
    model.updateBand(1, { min: '4', label: '异常' });
    expect(await model.save()).toBe(false);
    expect(model.getSnapshot().error).toBe('结果分级「正常」与「异常」的分数范围重叠');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the checked questions and bands with the status and scoring it was opened with', async () => {
    const { model, save, onSaved } = setup();
    model.addBand();
    model.updateBand(1, { label: '异常' });
    expect(await model.save()).toBe(true);
    const [id, values] = save.mock.calls[0]!;
    expect(id).toBe('q1');
    expect(values.status).toBe('1');
    expect(values.scoring).toBe('dimension');
    expect(JSON.parse(values.bands)).toEqual([
      { min: 0, max: 4, label: '正常' },
      { min: 5, max: null, label: '异常' },
    ]);
    expect(JSON.parse(values.questions)[0].options[1]).toEqual({ value: '2', label: '经常', score: 3 });
    expect(onSaved).toHaveBeenCalled();
  });

  it('a published questionnaire keeps at least one question', async () => {
    const { model, save } = setup();
    model.removeQuestion(0);
    expect(await model.save()).toBe(false);
    expect(model.getSnapshot().error).toBe('已发布的问卷至少需要一道题目');
    expect(save).not.toHaveBeenCalled();
  });
});
