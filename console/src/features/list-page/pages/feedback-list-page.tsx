// 反馈记录 (/system/feedback/list, menu component system/FeedbackList): every user's feedback on the generic list
// page; 回复 (for users granted system:feedback:edit) answers one with 处理状态 and the reply text, the server
// stamping 回复时间. The submitter and the content stay as written, so the row has no generic 编辑.
import { useCallback, useId } from 'react';
import { useFeedbackReply, usePermissions, type Row } from '@clinic/hooks';
import { permissionOf, resources } from '@clinic/sdk/resources';
import { useClinic } from '../../../app/clinic-context';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';
import { Select } from '../../../ui/select';
import { useDictOptions } from '../../dict/use-dict-options';

const def = resources.feedback;
const ANSWER = permissionOf(def, 'edit');

function useReplyAction({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useFeedbackReply(client, def, reload);
  useNoticeToasts(model);
  const statuses = useDictOptions('feedback_status');
  const replyId = useId();
  const statusId = useId();
  const mayAnswer = has(ANSWER);
  const open = model.open;

  const row = useCallback(
    (record: Row) =>
      mayAnswer ? (
        <button type="button" className="text-primary-strong hover:underline" onClick={() => open(record)}>
          回复
        </button>
      ) : null,
    [mayAnswer, open],
  );

  const record = state.record;
  const text = (name: string) => {
    const value = record?.[`${name}_dictText`] ?? record?.[name];
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };

  return {
    row,
    dialogs: (
      <Dialog
        open={record !== null}
        onOpenChange={(next) => !next && model.close()}
        title="回复反馈"
        width={640}
        footer={
          <>
            <Button onClick={() => model.close()} disabled={state.saving}>
              取消
            </Button>
            <Button variant="primary" loading={state.saving} onClick={() => void model.submit()}>
              提交回复
            </Button>
          </>
        }
      >
        <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="text-slate-500">反馈人</dt>
          <dd className="text-slate-900">{text('userId')}</dd>
          <dt className="text-slate-500">反馈类型</dt>
          <dd className="text-slate-900">{text('type')}</dd>
          <dt className="text-slate-500">联系方式</dt>
          <dd className="text-slate-900">{text('contact')}</dd>
          <dt className="text-slate-500">提交时间</dt>
          <dd className="text-slate-900">{text('createTime')}</dd>
          <dt className="text-slate-500">反馈内容</dt>
          <dd className="whitespace-pre-wrap text-slate-900">{text('content')}</dd>
        </dl>
        <div className="mt-4 grid grid-cols-[6rem_1fr] items-start gap-x-3 gap-y-3 text-sm">
          <label htmlFor={statusId} className="pt-1.5 text-slate-700">
            处理状态
          </label>
          <Select
            id={statusId}
            value={state.status}
            options={statuses}
            onChange={(value) => model.setStatus(value === '0' ? '0' : '1')}
            className="max-w-60"
          />
          <label htmlFor={replyId} className="pt-1.5 text-slate-700">
            <span className="mr-0.5 text-red-500" aria-hidden>
              *
            </span>
            回复内容
          </label>
          <div>
            <textarea
              id={replyId}
              rows={6}
              maxLength={2000}
              value={state.reply}
              aria-invalid={state.error !== null}
              aria-describedby={state.error ? `${replyId}-error` : undefined}
              onChange={(event) => model.setReply(event.target.value)}
              className="block w-full rounded border border-slate-300 px-2 py-1.5 text-sm text-slate-900 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
            />
            {state.error && (
              <p id={`${replyId}-error`} role="alert" className="mt-1 text-xs text-red-600">
                {state.error}
              </p>
            )}
          </div>
        </div>
      </Dialog>
    ),
  };
}

export default listPageOf({
  resource: def,
  columnOrder: ['userId', 'type', 'content', 'status', 'reply', 'replyTime'],
  // 联系方式 is read in the 回复 dialog and the export; the list keeps 创建时间 in view at 1280 px.
  columns: { contact: { hidden: true } },
  actionWidth: 120,
  usePageActions: useReplyAction,
  editAction: false,
});
