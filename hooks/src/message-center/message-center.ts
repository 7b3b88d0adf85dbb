// Composition of the message features for one signed-in user: popover, detail, count schedule, live socket and the
// TB-D-WEB popup, wired so that pushes and reads refresh the counts. Hosts start it after login and stop it on logout.
import {
  createAnnouncementDetailModel,
  type AnnouncementDetailModel,
} from '../announcements/announcement-detail-model.js';
import { createMessageLive, type MessageLive, type MessageLiveOptions } from '../live/message-live.js';
import type { RouterAdapter } from '../router/router-adapter.js';
import { createCountsScheduler, type CountsScheduler } from '../messages/counts-scheduler.js';
import type { MessageTransport } from '../messages/message-types.js';
import { createNoticeModel, type NoticeModel } from '../messages/notice-model.js';
import { createUnreadPopupModel, type UnreadPopupModel } from '../messages/unread-popup-model.js';

export interface MessageCenterOptions {
  transport: MessageTransport;
  router: Pick<RouterAdapter, 'navigate'>;
  appCode: string;
  /** The live socket; absent means counts follow the timers only. */
  live?: Omit<MessageLiveOptions, 'refresh'>;
  pollMs?: number;
  delayedRefreshMs?: number;
}

export interface MessageCenter {
  notices: NoticeModel;
  detail: AnnouncementDetailModel;
  popup: UnreadPopupModel;
  scheduler: CountsScheduler;
  live: MessageLive | null;
  start(): void;
  stop(): void;
}

export function createMessageCenter(options: MessageCenterOptions): MessageCenter {
  const detail = createAnnouncementDetailModel();
  const notices = createNoticeModel({ transport: options.transport, router: options.router, opener: detail });
  const scheduler = createCountsScheduler({
    refresh: () => notices.refresh(),
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    ...(options.delayedRefreshMs !== undefined ? { delayedRefreshMs: options.delayedRefreshMs } : {}),
  });
  const popup = createUnreadPopupModel({
    transport: options.transport,
    appCode: options.appCode,
    onRead: () => void scheduler.trigger(),
  });
  const live = options.live
    ? createMessageLive({ ...options.live, refresh: () => scheduler.trigger() })
    : null;
  let started = false;
  return {
    notices,
    detail,
    popup,
    scheduler,
    live,
    start() {
      if (started) return;
      started = true;
      scheduler.start();
      live?.start();
      void popup.start();
    },
    stop() {
      started = false;
      scheduler.stop();
      live?.stop();
      detail.close();
    },
  };
}
