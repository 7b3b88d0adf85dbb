// The business page a notice opens in its dialog (openType 'component', shell-spec 2.10): the console page the
// component names, rendered in place by the shell's embeddedPage slot (the page below keeps its URL); a component
// without a page of its own shows the record the notice names (hooks useNoticeRecord); else the message itself.
import { noticeRecordResourceOf, useNoticeRecord, type NoticeMessage } from '@clinic/hooks';
import type { ResourceDef } from '@clinic/sdk/resources';
import { useClinic } from '../../app/clinic-context';
import { shellSlots } from '../../app/shell-slots';
import { Button } from '../../ui/button';
import { sanitizeHtml } from '../rich-text/sanitize-html';

export interface NoticePageViewProps {
  openPage: string;
  busId: string | null;
  record: NoticeMessage;
}

export function NoticePageView({ openPage, busId, record }: NoticePageViewProps) {
  const embedded = shellSlots.embeddedPage;
  if (embedded?.has(openPage))
    return (
      <div data-testid="notice-page" data-component={openPage}>
        <embedded.View component={openPage} busId={busId} />
      </div>
    );
  const def = noticeRecordResourceOf(openPage);
  if (def) return <NoticeRecordView def={def} busId={busId} />;
  return <MessageBody record={record} />;
}

function NoticeRecordView({ def, busId }: { def: ResourceDef; busId: string | null }) {
  const { client } = useClinic();
  const view = useNoticeRecord(client, def, busId);
  return (
    <section aria-label={view.title} data-testid="notice-record">
      <h3 className="mb-3 text-sm font-medium text-slate-900">{view.title}信息</h3>
      {view.status === 'loading' && <p className="py-6 text-center text-sm text-slate-400">加载中…</p>}
      {view.status === 'error' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded bg-red-50 px-3 py-2 text-sm text-red-600"
        >
          <span>{view.error}</span>
          {busId && <Button onClick={() => void view.retry()}>重试</Button>}
        </div>
      )}
      {view.status === 'ready' && (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {view.fields.map((field) => (
            <div key={field.key} className="flex min-w-0 gap-2 border-b border-slate-100 pb-2">
              <dt className="w-24 shrink-0 text-slate-500">{field.label}</dt>
              <dd className="min-w-0 break-words text-slate-900">{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** An unknown component: the announcement's own HTML (a message's text is shown above the view already). */
function MessageBody({ record }: { record: NoticeMessage }) {
  if (!record.msgContent) return null;
  return (
    <div
      className="prose max-w-none text-sm leading-6 text-slate-700"
      // Sanitised just above with DOMPurify.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(record.msgContent) }}
    />
  );
}
