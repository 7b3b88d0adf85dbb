// The header bell (shell-slot noticeBell): unread badge, the 300px notice popover, the detail modal, the TB-D-WEB
// unread popup; runs the count schedule and live socket while mounted, and the start-up workflow config read.
import { useEffect, useState } from 'react';
import { NOTICE_POPOVER_WIDTH, useMessageCenter, type MessageCenter } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { Icon } from '../../ui/icon';
import { Popover } from '../../ui/popover';
import { showNotice } from '../../ui/toast';
import { AnnouncementDetailDialog } from './announcement-detail-dialog';
import { NoticeList } from './notice-list';
import { UnreadPopupDialog } from './unread-popup-dialog';
import { useSessionMessageCenter } from './use-session-message-center';
import { useWorkflowStartup } from './use-workflow-startup';

export function NoticeBell() {
  const center = useSessionMessageCenter();
  useWorkflowStartup();
  return center ? <Bell center={center} /> : null;
}

function Bell({ center }: { center: MessageCenter }) {
  const { router } = useShell();
  const snapshot = useMessageCenter(center);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const stops = [
      center.notices.onNotice(showNotice),
      center.detail.onNotice(showNotice),
      center.popup.onNotice(showNotice),
    ];
    return () => stops.forEach((stop) => stop());
  }, [center]);
  const count = snapshot.unreadCount;
  return (
    <>
      <Popover
        width={NOTICE_POPOVER_WIDTH}
        align="end"
        label="消息通知"
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button
            type="button"
            aria-label={count > 0 ? `消息通知，${count}条未读` : '消息通知'}
            data-testid="notice-bell"
            className="relative flex h-10 w-10 items-center justify-center rounded text-slate-600 hover:bg-slate-100"
          >
            <Icon name="bell" size={20} />
            {count > 0 && (
              <span
                data-testid="notice-badge"
                className="absolute top-1 right-0.5 min-w-4 rounded-full bg-red-500 px-1 text-[10px] leading-4 text-white"
              >
                {count > 99 ? '99+' : count}
              </span>
            )}
          </button>
        }
      >
        <NoticeList
          snapshot={snapshot}
          onTab={(key) => center.notices.setActiveKey(key)}
          onOpen={(message) => {
            setOpen(false);
            void center.notices.click(message);
          }}
          onMore={() => {
            setOpen(false);
            center.notices.viewMore();
          }}
        />
      </Popover>
      <AnnouncementDetailDialog model={center.detail} router={router} />
      <UnreadPopupDialog model={center.popup} />
    </>
  );
}
