// /system/feedback/my/List (shell-spec 2.3, 2.9): submit feedback and list one's own, newest first.
import {
  FEEDBACK_TYPES,
  type FeedbackType,
  scopedListTransport,
  useFeedbackSubmit,
  useListPage,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { showNotice } from '../../ui/toast';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { SimpleTable, tableOf, type SimpleColumn } from '../../ui/simple-table';

const COLUMNS: SimpleColumn[] = [
  { key: 'content', title: '反馈内容' },
  {
    key: 'type',
    title: '类型',
    width: 100,
    render: (row) => FEEDBACK_TYPES[String(row.type) as FeedbackType] ?? String(row.type ?? ''),
  },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (row) => (String(row.status) === '1' ? '已回复' : '已提交'),
  },
  { key: 'reply', title: '回复' },
  { key: 'createTime', title: '提交时间', width: 170 },
];

export function FeedbackPage() {
  const { client } = useClinic();
  const { router } = useShell();
  const list = useListPage({
    urls: { list: '/system/feedback/my/list' },
    // The operation answers whole records and the scoped transport sends no `field`.
    columns: 'all',
    transport: scopedListTransport(client, ['pageNo', 'pageSize', 'status']),
    router,
    prefix: 'fb_',
    defaultPageSize: 10,
    onNotice: showNotice,
  });
  const { model, state } = useFeedbackSubmit(client, () => list.reload());
  useNoticeToasts(model);
  const { type, content, contact, error, busy } = state;

  return (
    <section aria-label="我的反馈" className="grid gap-4">
      <form
        className="grid max-w-2xl gap-2 rounded bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit();
        }}
      >
        <h2 className="text-base font-medium text-slate-900">提交反馈</h2>
        <label className="grid gap-1 text-sm text-slate-700">
          类型
          <Select
            aria-label="类型"
            className="w-40"
            value={type}
            onChange={(value) => model.set({ type: value as FeedbackType })}
            options={Object.entries(FEEDBACK_TYPES).map(([value, label]) => ({ value, label }))}
          />
        </label>
        <label className="grid gap-1 text-sm text-slate-700">
          反馈内容
          <textarea
            value={content}
            maxLength={2000}
            rows={4}
            aria-invalid={error ? true : undefined}
            onChange={(event) => model.set({ content: event.target.value })}
            className={`rounded border px-2 py-1 ${error ? 'border-red-500' : 'border-slate-300'}`}
          />
        </label>
        {error && (
          <p role="alert" className="text-xs text-red-500">
            {error}
          </p>
        )}
        <label className="grid gap-1 text-sm text-slate-700">
          联系方式
          <input
            value={contact}
            maxLength={100}
            onChange={(event) => model.set({ contact: event.target.value })}
            className="h-8 rounded border border-slate-300 px-2"
          />
        </label>
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            提交
          </Button>
        </div>
      </form>
      <div className="rounded bg-white p-4">
        <SimpleTable label="我的反馈" columns={COLUMNS} {...tableOf(list)} />
      </div>
    </section>
  );
}
