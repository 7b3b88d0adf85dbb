// /chat/record (shell-spec 2.1): the signed-in user's message record read as a conversation, day by day, each
// message under its sender's name (系统 for those the system wrote); signed out, a prompt to sign in and come back.
import { chatRecordModel, usePublicPage, useModelState, type ChatDay } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { PublicFrame, PublicPageState } from './public-frame';

const PATH = '/chat/record';

export function ChatRecordPage() {
  const { client, session } = useClinic();
  const { token } = useModelState(session);
  const record = usePublicPage(() => chatRecordModel(client, () => Boolean(session.getSnapshot().token)));
  const days: ChatDay[] = record.data ?? [];
  return (
    <PublicFrame path={PATH} title="聊天记录">
      <PublicPageState
        status={token ? record.status : 'signedOut'}
        error={record.error}
        onRetry={() => void record.reload()}
        loginHref={`/user/login?redirect=${encodeURIComponent(PATH)}`}
        signedOutText="登录后查看您的聊天记录"
      />
      {token && record.status === 'ready' && days.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-400">暂无聊天记录</p>
      )}
      {token && record.status === 'ready' && (
        <ol aria-label="聊天记录" className="space-y-6">
          {days.map((day) => (
            <li key={day.day}>
              <p className="mb-3 text-center text-xs text-slate-400">{day.day}</p>
              <ul className="space-y-3">
                {day.entries.map((entry) => (
                  <li key={entry.id} className="flex gap-3">
                    <span
                      aria-hidden
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary-strong text-sm text-white"
                    >
                      {entry.sender.slice(0, 1)}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-xs text-slate-500">
                        {entry.sender}
                        <span className="ml-2">{entry.time.slice(11, 16)}</span>
                        {entry.unread && <span className="ml-2 text-red-500">未读</span>}
                      </p>
                      <div className="mt-1 inline-block max-w-full rounded-lg rounded-tl-none bg-white px-3 py-2 text-sm shadow-sm">
                        <p className="font-medium break-words text-slate-900">{entry.title}</p>
                        {entry.content && <p className="mt-1 break-words text-slate-600">{entry.content}</p>}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </PublicFrame>
  );
}
