// 查看阅读记录 of a released announcement: its audience (通告对象) and every recipient with 已读/未读 and the read time,
// narrowed to all, read or unread, with the read count out of the recipients, a page at a time.
import { useEffect, useState } from 'react';
import { createReadRecordsModel, useModelState, type ReadFilter } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

const FILTERS: readonly { value: ReadFilter; label: string }[] = [
  { value: '', label: '全部' },
  { value: '1', label: '已读' },
  { value: '0', label: '未读' },
];

function ReadRecords({ anntId }: { anntId: string }) {
  const { client } = useClinic();
  const [model] = useState(() => createReadRecordsModel(client, anntId));
  const state = useModelState(model);
  const [all, setAll] = useState<number | null>(null);
  useEffect(() => {
    void model.load(1);
  }, [model]);
  // The recipients' count is the unfiltered total, kept while a filter narrows the list.
  useEffect(() => {
    if (state.readFlag === '' && !state.loading && !state.error) setAll(state.total);
  }, [state.readFlag, state.loading, state.error, state.total]);
  const pages = Math.max(1, Math.ceil(state.total / state.pageSize));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="radiogroup"
          aria-label="阅读状态"
          className="flex overflow-hidden rounded border border-slate-300"
        >
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              role="radio"
              aria-checked={state.readFlag === f.value}
              onClick={() => void model.filter(f.value)}
              className={`px-3 py-1 text-sm ${
                state.readFlag === f.value
                  ? 'bg-primary text-white'
                  : 'bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {f.label}
            </button>
          ))}
        </div>
        <span className="text-sm text-slate-600" aria-live="polite">
          已读 <strong className="text-slate-900">{state.readCount}</strong>
          {all !== null && (
            <>
              {' '}
              / 共 <strong className="text-slate-900">{all}</strong> 人
            </>
          )}
        </span>
      </div>
      {state.error && (
        <p role="alert" className="text-sm text-red-600">
          {state.error}
        </p>
      )}
      <div className="overflow-x-auto rounded border border-slate-200">
        <table aria-label="阅读记录" className="w-full min-w-[480px] text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">用户账号</th>
              <th className="px-3 py-2 font-medium">用户姓名</th>
              <th className="px-3 py-2 font-medium">阅读状态</th>
              <th className="px-3 py-2 font-medium">阅读时间</th>
            </tr>
          </thead>
          <tbody>
            {state.records.map((r) => (
              <tr key={r.userId} className="border-t border-slate-100">
                <td className="px-3 py-2">{r.username}</td>
                <td className="px-3 py-2">{r.realname ?? ''}</td>
                <td className="px-3 py-2">
                  {r.readFlag === 1 ? (
                    <span className="rounded bg-green-50 px-1.5 py-0.5 text-xs text-green-700">已读</span>
                  ) : (
                    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">未读</span>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-600">{r.readTime ?? ''}</td>
              </tr>
            ))}
            {!state.loading && state.records.length === 0 && (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-slate-400">
                  暂无数据
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-end gap-2 text-sm text-slate-600">
        <span>共 {state.total} 条</span>
        <Button size="small" disabled={state.pageNo <= 1} onClick={() => void model.load(state.pageNo - 1)}>
          上一页
        </Button>
        <span>
          {state.pageNo} / {pages}
        </span>
        <Button
          size="small"
          disabled={state.pageNo >= pages}
          onClick={() => void model.load(state.pageNo + 1)}
        >
          下一页
        </Button>
      </div>
    </div>
  );
}

export function ReadRecordsDialog({
  of,
  onClose,
}: {
  of: { id: string; title: string; audience?: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={of !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`阅读记录：${of?.title ?? ''}`}
      width={720}
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      {of?.audience && (
        <p className="mb-3 text-sm text-slate-600">
          通告对象：<span className="text-slate-900">{of.audience}</span>
        </p>
      )}
      {of && <ReadRecords key={of.id} anntId={of.id} />}
    </Dialog>
  );
}
