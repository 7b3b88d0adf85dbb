// The popover body: one tab per classification (name plus unread count) and its messages, then 查看更多.
import * as Tabs from '@radix-ui/react-tabs';
import type { NoticeMessage, NoticeSnapshot } from '@clinic/hooks';
import { messageTime } from './message-time';
import { textColorOf } from '../../ui/color-tag';

export interface NoticeListProps {
  snapshot: NoticeSnapshot;
  onTab: (key: string) => void;
  onOpen: (message: NoticeMessage) => void;
  onMore: () => void;
}

export function NoticeList({ snapshot, onTab, onOpen, onMore }: NoticeListProps) {
  const { tabs, groups, activeKey, error } = snapshot;
  if (tabs.length === 0) {
    return <p className="py-6 text-center text-slate-400">{error ?? '暂无消息'}</p>;
  }
  return (
    <div>
      <Tabs.Root value={activeKey ?? undefined} onValueChange={onTab}>
        <Tabs.List aria-label="消息分类" className="flex gap-3 overflow-x-auto border-b border-slate-200">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.key}
              value={tab.key}
              className="shrink-0 border-b-2 border-transparent pb-2 text-slate-600 data-[state=active]:border-primary data-[state=active]:text-primary-strong"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {groups.map((group) => (
          <Tabs.Content key={group.classify} value={group.classify} className="max-h-80 overflow-y-auto">
            {group.msgList.length === 0 ? (
              <p className="py-6 text-center text-slate-400">暂无消息</p>
            ) : (
              <ul>
                {group.msgList.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      data-testid="notice-item"
                      onClick={() => onOpen(m)}
                      className="block w-full border-b border-slate-100 px-1 py-2 text-left hover:bg-slate-50"
                    >
                      <span className="block text-xs text-slate-400">{messageTime(m.createTime)}</span>
                      <span className="block truncate font-medium" style={{ color: textColorOf(m.msgColor) }}>
                        {m.title}
                      </span>
                      {m.content && (
                        <span className="block truncate text-xs text-slate-500">{m.content}</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <button
        type="button"
        onClick={onMore}
        className="mt-2 w-full rounded py-1.5 text-center text-primary-strong hover:bg-slate-50"
      >
        查看更多
      </button>
    </div>
  );
}
