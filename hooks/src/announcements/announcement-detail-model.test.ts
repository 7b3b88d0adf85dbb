import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../core/observable-store.js';
import { businessError, msg } from '../messages/message-test-kit.js';
import { createAnnouncementDetailModel } from './announcement-detail-model.js';
import { safeInAppHref } from './safe-href.js';

afterEach(() => {
  vi.useRealTimers();
});

const announcement = msg('n1', 0, {
  titile: '项目数据核查安排',
  title: undefined,
  sender: '管理员',
  sendTime: '2026-11-21 06:00:00',
  msgContent: '<p>请于本周五前完成</p>',
  openType: 'url',
  openPage: '/medicalRecords/list',
});

describe('announcement detail model', () => {
  it('shows 通知消息 data: title, sender, send time, HTML, and 去处理 for openType url', async () => {
    const model = createAnnouncementDetailModel();
    await model.open(announcement);
    const { view, detail, width } = model.getSnapshot();
    expect(view).toBe('detail');
    expect(width).toBe('60%');
    expect(detail).toMatchObject({
      title: '项目数据核查安排',
      sender: '管理员',
      sendTime: '2026-11-21 06:00:00',
      html: '<p>请于本周五前完成</p>',
      action: { label: '去处理', href: '/medicalRecords/list' },
    });
  });

  it('has no 去处理 for other open types or for targets outside the app', async () => {
    const model = createAnnouncementDetailModel();
    await model.open({ ...announcement, openType: null });
    expect(model.getSnapshot().detail?.action).toBeNull();
    await model.open({ ...announcement, openPage: 'javascript:alert(1)' });
    expect(model.getSnapshot().detail?.action).toBeNull();
    await model.open({ ...announcement, openPage: '//evil.example/x' });
    expect(model.getSnapshot().detail?.action).toBeNull();
  });

  it('toggles full screen between 60% and 100% and closes', async () => {
    const model = createAnnouncementDetailModel();
    await model.open(announcement);
    model.toggleFullScreen();
    expect(model.getSnapshot()).toMatchObject({ fullScreen: true, width: '100%' });
    model.toggleFullScreen();
    expect(model.getSnapshot().width).toBe('60%');
    model.close();
    expect(model.getSnapshot()).toMatchObject({ view: 'closed', detail: null });
  });

  it('opening an unread announcement marks it read (0 -> 1)', async () => {
    const markRead = vi.fn(async () => undefined);
    const model = createAnnouncementDetailModel({ markRead });
    await model.open(announcement);
    expect(markRead).toHaveBeenCalledWith(announcement);
    expect(model.getSnapshot().detail?.record.readFlag).toBe(1);
  });

  it('rolls back to unread and shows the error when marking read fails', async () => {
    const model = createAnnouncementDetailModel({
      markRead: async () => {
        throw businessError('未找到对应数据');
      },
    });
    const notices: Notice[] = [];
    model.onNotice((n) => notices.push(n));
    await model.open(announcement);
    expect(model.getSnapshot().detail?.record.readFlag).toBe(0);
    expect(notices).toEqual([{ level: 'error', text: '未找到对应数据' }]);
  });

  it('does not call the server for a record already read', async () => {
    const markRead = vi.fn(async () => undefined);
    const model = createAnnouncementDetailModel({ markRead });
    await model.open({ ...announcement, readFlag: 1 });
    expect(markRead).not.toHaveBeenCalled();
  });

  it('opens the dynamic notice page, then its detail after 200 ms', () => {
    vi.useFakeTimers();
    const model = createAnnouncementDetailModel();
    model.openComponent(announcement, 'modules/VisitNotice', 'b1');
    expect(model.getSnapshot().view).toBe('component');
    expect(model.getSnapshot().dynamic).toMatchObject({
      openPage: 'modules/VisitNotice',
      busId: 'b1',
      detailOpen: false,
    });
    vi.advanceTimersByTime(199);
    expect(model.getSnapshot().dynamic?.detailOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(model.getSnapshot().dynamic?.detailOpen).toBe(true);
  });

  it('closing before 200 ms cancels the pending detail', () => {
    vi.useFakeTimers();
    const model = createAnnouncementDetailModel();
    model.openComponent(announcement, 'modules/VisitNotice', null);
    model.close();
    vi.advanceTimersByTime(500);
    expect(model.getSnapshot()).toMatchObject({ view: 'closed', dynamic: null });
  });
});

describe('safeInAppHref', () => {
  it('keeps in-app paths only', () => {
    expect(safeInAppHref('/a/b?c=1')).toBe('/a/b?c=1');
    expect(safeInAppHref(' /a ')).toBe('/a');
    for (const bad of [
      'https://x.test',
      '//x.test',
      '/\\x.test',
      'javascript:alert(1)',
      'a/b',
      '/a\nb',
      null,
      undefined,
    ]) {
      expect(safeInAppHref(bad)).toBeNull();
    }
  });
});
