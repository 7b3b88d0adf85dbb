// 题目设计 of a questionnaire: its questions (题型, 题目, 必答, 维度, options with their 分值, a number's range) and
// its 结果分级 (score ranges and conclusions), edited in place and saved together. The model holds every rule.
import { useState } from 'react';
import {
  QUESTION_TYPES,
  useQuestionnaireDesign,
  type DesignedQuestionnaire,
  type DraftQuestion,
  type QuestionnaireDesignModel,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormAlert } from '../../ui/form-alert';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t.value, label: t.label }));
const isChoice = (q: DraftQuestion) => q.type === 'radio' || q.type === 'checkbox';

export function QuestionnaireDesignDialog({
  questionnaire,
  name,
  onClose,
  onSaved,
}: {
  questionnaire: DesignedQuestionnaire;
  name: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { client } = useClinic();
  const [target] = useState(questionnaire);
  const { model, state } = useQuestionnaireDesign(client, target, onSaved);
  useNoticeToasts(model);
  const save = async () => {
    if (await model.save()) onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`题目设计：${name}`}
      width={880}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={state.saving} onClick={() => void save()}>
            保存
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <section aria-label="题目" className="space-y-3">
          <header className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-medium text-slate-900">
              题目（{state.questions.length} 道，满分 {model.maxScore()} 分）
            </h3>
            <div className="flex flex-wrap gap-2">
              {QUESTION_TYPES.map((t) => (
                <Button key={t.value} size="small" onClick={() => model.addQuestion(t.value)}>
                  ＋{t.label}
                </Button>
              ))}
            </div>
          </header>
          {state.questions.length === 0 && (
            <p className="rounded border border-dashed border-slate-300 py-6 text-center text-sm text-slate-500">
              还没有题目，点击上方按钮添加
            </p>
          )}
          <ol className="space-y-3">
            {state.questions.map((q, i) => (
              <QuestionEditor
                key={q.key}
                model={model}
                question={q}
                index={i}
                last={i === state.questions.length - 1}
              />
            ))}
          </ol>
        </section>
        <BandsEditor model={model} bands={state.bands} />
        <FormAlert message={state.error} />
      </div>
    </Dialog>
  );
}

function QuestionEditor({
  model,
  question: q,
  index: i,
  last,
}: {
  model: QuestionnaireDesignModel;
  question: DraftQuestion;
  index: number;
  last: boolean;
}) {
  const n = i + 1;
  return (
    <li className="rounded border border-slate-200 p-3" aria-label={`第${n}题`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-8 shrink-0 text-sm font-medium text-slate-600">{n}.</span>
        <div className="min-w-0 flex-1 basis-56">
          <Input
            aria-label={`第${n}题 题目`}
            placeholder="请输入题目"
            value={q.title}
            onChange={(e) => model.updateQuestion(i, { title: e.target.value })}
          />
        </div>
        <Select
          aria-label={`第${n}题 题型`}
          className="w-28"
          value={q.type}
          options={TYPE_OPTIONS}
          onChange={(v) => model.updateQuestion(i, { type: v as DraftQuestion['type'] })}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3 pl-10 text-sm">
        <label className="inline-flex items-center gap-1.5">
          <input
            type="checkbox"
            checked={q.required}
            onChange={(e) => model.updateQuestion(i, { required: e.target.checked })}
          />
          必答
        </label>
        <div className="w-48">
          <Input
            aria-label={`第${n}题 维度`}
            placeholder="维度（可选，如 躯体症状）"
            value={q.dimension}
            onChange={(e) => model.updateQuestion(i, { dimension: e.target.value })}
          />
        </div>
        {q.type === 'number' && (
          <>
            <div className="w-24">
              <Input
                aria-label={`第${n}题 最小值`}
                placeholder="最小值"
                inputMode="decimal"
                value={q.min}
                onChange={(e) => model.updateQuestion(i, { min: e.target.value })}
              />
            </div>
            <div className="w-24">
              <Input
                aria-label={`第${n}题 最大值`}
                placeholder="最大值"
                inputMode="decimal"
                value={q.max}
                onChange={(e) => model.updateQuestion(i, { max: e.target.value })}
              />
            </div>
          </>
        )}
        <span className="ml-auto flex gap-1">
          <Button size="small" variant="text" disabled={i === 0} onClick={() => model.moveQuestion(i, -1)}>
            上移
          </Button>
          <Button size="small" variant="text" disabled={last} onClick={() => model.moveQuestion(i, 1)}>
            下移
          </Button>
          <Button size="small" variant="text" onClick={() => model.removeQuestion(i)}>
            删除第{n}题
          </Button>
        </span>
      </div>
      {isChoice(q) && (
        <ul className="mt-2 space-y-1.5 pl-10">
          {q.options.map((o, k) => (
            <li key={o.value} className="flex flex-wrap items-center gap-2">
              <div className="min-w-0 flex-1 basis-40">
                <Input
                  aria-label={`第${n}题 选项${k + 1}`}
                  placeholder={`选项${k + 1}`}
                  value={o.label}
                  onChange={(e) => model.updateOption(i, k, { label: e.target.value })}
                />
              </div>
              <label className="inline-flex items-center gap-1 text-sm text-slate-600">
                分值
                <div className="w-20">
                  <Input
                    aria-label={`第${n}题 选项${k + 1} 分值`}
                    inputMode="decimal"
                    value={o.score}
                    onChange={(e) => model.updateOption(i, k, { score: e.target.value })}
                  />
                </div>
              </label>
              <Button
                size="small"
                variant="text"
                disabled={q.options.length <= 2}
                onClick={() => model.removeOption(i, k)}
              >
                删除选项
              </Button>
            </li>
          ))}
          <li>
            <Button size="small" variant="text" onClick={() => model.addOption(i)}>
              ＋添加选项
            </Button>
          </li>
        </ul>
      )}
    </li>
  );
}

function BandsEditor({
  model,
  bands,
}: {
  model: QuestionnaireDesignModel;
  bands: readonly { min: string; max: string; label: string }[];
}) {
  return (
    <section aria-label="结果分级" className="space-y-2">
      <header className="flex items-center justify-between">
        <h3 className="text-sm font-medium text-slate-900">结果分级（按总分）</h3>
        <Button size="small" onClick={() => model.addBand()}>
          ＋添加分级
        </Button>
      </header>
      {bands.length === 0 && <p className="text-sm text-slate-500">未设置分级时，结果显示为“未分级”</p>}
      <ul className="space-y-1.5">
        {bands.map((b, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2 text-sm">
            <div className="w-20">
              <Input
                aria-label={`第${i + 1}级 最低分`}
                inputMode="decimal"
                value={b.min}
                onChange={(e) => model.updateBand(i, { min: e.target.value })}
              />
            </div>
            <span className="text-slate-500">至</span>
            <div className="w-20">
              <Input
                aria-label={`第${i + 1}级 最高分`}
                inputMode="decimal"
                placeholder="不限"
                value={b.max}
                onChange={(e) => model.updateBand(i, { max: e.target.value })}
              />
            </div>
            <span className="text-slate-500">分：</span>
            <div className="min-w-0 flex-1 basis-32">
              <Input
                aria-label={`第${i + 1}级 结论`}
                placeholder="结论，如 轻度"
                value={b.label}
                onChange={(e) => model.updateBand(i, { label: e.target.value })}
              />
            </div>
            <Button size="small" variant="text" onClick={() => model.removeBand(i)}>
              删除
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
