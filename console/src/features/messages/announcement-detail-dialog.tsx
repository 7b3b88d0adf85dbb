// The announcement detail modal (shell-spec 2.10): 通知消息, sender and send time, sanitised HTML, 去处理 for openType
// url, 60% wide or full screen; and for openType 'component' the business page it names, 200 ms after the dialog.
import * as RadixDialog from '@radix-ui/react-dialog';
import { returnFocus } from '../../ui/return-focus';
import { useModelState, type AnnouncementDetailModel, type RouterAdapter } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { RichTextView } from '../rich-text/rich-text-view';
import { NoticePageView } from './notice-page-view';

export interface AnnouncementDetailDialogProps {
  model: AnnouncementDetailModel;
  router: Pick<RouterAdapter, 'navigate'>;
}

export function AnnouncementDetailDialog({ model, router }: AnnouncementDetailDialogProps) {
  const snap = useModelState(model);
  const open = snap.view !== 'closed';
  const detail = snap.detail;
  const dynamic = snap.dynamic;
  const full = snap.fullScreen;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && model.close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <RadixDialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          data-testid="announcement-detail"
          style={{ width: snap.width }}
          className={`fixed left-1/2 z-50 flex -translate-x-1/2 flex-col overflow-hidden bg-white shadow-2xl focus:outline-none ${
            full ? 'top-0 h-full' : 'top-16 max-h-[calc(100vh-8rem)] rounded-lg'
          }`}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
            <RadixDialog.Title className="min-w-0 truncate text-base font-medium text-slate-900">
              {dynamic ? (dynamic.record.titile ?? dynamic.record.title ?? '通知消息') : '通知消息'}
            </RadixDialog.Title>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => model.toggleFullScreen()}
                aria-pressed={full}
                className="rounded px-2 py-1 text-xs text-slate-500 hover:bg-slate-100"
              >
                {full ? '退出全屏' : '全屏'}
              </button>
              <RadixDialog.Close
                aria-label="关闭"
                className="h-6 w-6 rounded text-lg leading-none text-slate-500 hover:bg-slate-100"
              >
                ×
              </RadixDialog.Close>
            </div>
          </div>
          <div className="flex-1 overflow-auto px-6 py-5">
            {detail && (
              <article>
                <h2 className="mb-2 text-lg font-medium text-slate-900">{detail.title}</h2>
                <p className="mb-4 text-xs text-slate-500">
                  <span>发布人：{detail.sender || '系统'}</span>
                  <span className="ml-4">发布时间：{detail.sendTime}</span>
                </p>
                <RichTextView
                  data-testid="announcement-html"
                  className="max-w-none text-sm leading-6 text-slate-700"
                  html={detail.html}
                />
              </article>
            )}
            {dynamic && (
              <section data-testid="dynamic-notice">
                <p className="mb-4 text-xs text-slate-500">
                  <span>发布人：{dynamic.record.sender || '系统'}</span>
                  <span className="ml-4">
                    发布时间：{dynamic.record.sendTime ?? dynamic.record.createTime ?? ''}
                  </span>
                </p>
                {dynamic.record.content && dynamic.record.msgContent === undefined && (
                  <p className="mb-4 text-sm text-slate-700">{dynamic.record.content}</p>
                )}
                {dynamic.detailOpen && (
                  <NoticePageView openPage={dynamic.openPage} busId={dynamic.busId} record={dynamic.record} />
                )}
              </section>
            )}
          </div>
          {detail?.action && (
            <div className="flex justify-end border-t border-slate-200 px-4 py-2.5">
              <Button
                variant="primary"
                onClick={() => {
                  const href = detail.action?.href;
                  model.close();
                  if (href) router.navigate(href);
                }}
              >
                {detail.action.label}
              </Button>
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
