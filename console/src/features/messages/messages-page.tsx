// /isps/userAnnouncement (shell-spec 2.3, 2.10 查看更多): the user's messages and announcements in two tabs.
import * as Tabs from '@radix-ui/react-tabs';
import { AnnouncementList } from './announcement-list';
import { MessageRecordList } from './message-record-list';

const TAB =
  'px-4 pb-2 text-sm text-slate-600 border-b-2 border-transparent data-[state=active]:border-primary data-[state=active]:text-primary-strong';

export function MessagesPage() {
  return (
    <div className="rounded bg-white p-4">
      <Tabs.Root defaultValue="messages">
        <Tabs.List aria-label="消息类型" className="mb-4 flex border-b border-slate-200">
          <Tabs.Trigger value="messages" className={TAB}>
            系统消息
          </Tabs.Trigger>
          <Tabs.Trigger value="announcements" className={TAB}>
            通知公告
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="messages">
          <MessageRecordList />
        </Tabs.Content>
        <Tabs.Content value="announcements">
          <AnnouncementList />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
