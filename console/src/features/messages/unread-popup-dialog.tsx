// The TB-D-WEB start-up popup (shell-spec 2.10): 近3天未读消息 with the count, one message at a time, width 500.
import { useSyncExternalStore } from 'react';
import { UNREAD_POPUP_WIDTH, type UnreadPopupModel } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { messageTime } from './message-time';
import { textColorOf } from '../../ui/color-tag';

export function UnreadPopupDialog({ model }: { model: UnreadPopupModel }) {
  // Not useUnreadPopup: the message center starts the popup already, and a second start would load it twice.
  const snap = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  if (!snap.enabled) return null;
  const m = snap.current;
  return (
    <Dialog
      open={snap.open}
      onOpenChange={(open) => !open && model.close()}
      width={UNREAD_POPUP_WIDTH}
      title={
        <span data-testid="unread-popup-title">
          {snap.title}（{snap.count}）
        </span>
      }
      footer={
        <>
          <Button disabled={!snap.canPrev} onClick={() => void model.prev()}>
            上一条
          </Button>
          <Button variant="primary" onClick={() => void model.markAllRead()}>
            全部已读
          </Button>
          <Button disabled={!snap.canNext} onClick={() => void model.next()}>
            下一条
          </Button>
        </>
      }
    >
      {m ? (
        <div data-testid="unread-popup-message">
          <p className="mb-1 text-xs text-slate-400">
            {snap.index + 1} / {snap.messages.length} · {messageTime(m.createTime)}
          </p>
          <h3 className="mb-2 font-medium" style={{ color: textColorOf(m.msgColor) }}>
            {m.title}
          </h3>
          <p className="text-sm whitespace-pre-wrap text-slate-600">{m.content}</p>
        </div>
      ) : (
        <p className="text-slate-400">暂无未读消息</p>
      )}
    </Dialog>
  );
}
