// 填写问卷: choose a published questionnaire (or come with one), pick the patient and answer its questions with the
// form renderer; the answer shows the 总分, 评估结论 and 维度得分 the server computed. 再填一份 starts over.
import { useEffect } from 'react';
import { useQuestionnaireFill, type FilledResult } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormAlert } from '../../ui/form-alert';
import { Select } from '../../ui/select';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { FormRenderer } from '../form/form-renderer';

export function QuestionnaireFillDialog({
  questionnaireId,
  onClose,
  onSaved,
}: {
  /** Opened from a questionnaire's row: that one is chosen. */
  questionnaireId?: string;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { client } = useClinic();
  const { model, state } = useQuestionnaireFill(client, onSaved);
  useNoticeToasts(model);
  useEffect(() => {
    if (questionnaireId) void model.choose(questionnaireId);
  }, [model, questionnaireId]);
  const chosen = state.chosen;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={chosen ? `填写问卷：${chosen.name}` : '填写问卷'}
      width={760}
    >
      <div className="space-y-4">
        {!questionnaireId && (
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor="fill-questionnaire" className="text-sm text-slate-700">
              <span className="mr-0.5 text-red-500">*</span>问卷
            </label>
            <Select
              id="fill-questionnaire"
              name="问卷"
              className="w-72 max-w-full"
              value={chosen?.id ?? ''}
              options={state.choices}
              placeholder={state.choices.length ? '请选择已发布的问卷' : '暂无已发布的问卷'}
              onChange={(v) => void model.choose(v)}
            />
          </div>
        )}
        {state.result ? (
          <ResultView result={state.result} onAgain={() => model.again()} onClose={onClose} />
        ) : (
          chosen && (
            <>
              {chosen.description && (
                <p className="rounded bg-slate-50 px-3 py-2 text-sm text-slate-600">{chosen.description}</p>
              )}
              <FormRenderer
                key={chosen.id}
                layout="stacked"
                fields={state.fields}
                submitText="提交问卷"
                onSubmit={async (values) => {
                  await model.submit(values);
                }}
              />
            </>
          )
        )}
        <FormAlert message={state.error} />
      </div>
    </Dialog>
  );
}

function ResultView({
  result,
  onAgain,
  onClose,
}: {
  result: FilledResult;
  onAgain: () => void;
  onClose: () => void;
}) {
  return (
    <section aria-label="评估结果" className="space-y-4">
      <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="text-slate-500">患者</dt>
        <dd className="text-slate-900">{result.patientName}</dd>
        <dt className="text-slate-500">问卷</dt>
        <dd className="text-slate-900">{result.questionnaireName}</dd>
        <dt className="text-slate-500">总分</dt>
        <dd>
          <output className="text-2xl font-semibold text-slate-900">{result.score}</output>
          <span className="ml-1 text-slate-500">分</span>
        </dd>
        <dt className="text-slate-500">评估结论</dt>
        <dd>
          <span className="rounded bg-orange-50 px-2 py-0.5 font-medium text-orange-700">{result.band}</span>
        </dd>
        {result.dimensions.length > 0 && (
          <>
            <dt className="text-slate-500">维度得分</dt>
            <dd className="flex flex-wrap gap-2">
              {result.dimensions.map((d) => (
                <span key={d.name} className="rounded border border-slate-200 px-2 py-0.5 text-slate-700">
                  {d.name} {d.score} 分
                </span>
              ))}
            </dd>
          </>
        )}
        <dt className="text-slate-500">填写时间</dt>
        <dd className="text-slate-700">{result.fillTime}</dd>
      </dl>
      <div className="flex gap-2">
        <Button variant="primary" onClick={onAgain}>
          再填一份
        </Button>
        <Button onClick={onClose}>关闭</Button>
      </div>
    </section>
  );
}
