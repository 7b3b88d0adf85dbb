import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import type { Notice } from '../core/observable-store.js';
import { businessError, fakeTransport, group, msg } from './message-test-kit.js';
import type { NoticeMessage } from './message-types.js';
import { createNoticeModel, type NoticeOpeners } from './notice-model.js';

function setup() {
  const transport = fakeTransport({
    groups: [
      group('visit', '随访提醒', [msg('1'), msg('2'), msg('3', 1)]),
      group('system', '系统消息', [msg('4')]),
    ],
  });
  const router = createMemoryRouterAdapter('/workbench');
  const opened: string[] = [];
  const opener: NoticeOpeners = {
    open: (m: NoticeMessage) => opened.push(`detail:${m.id}:${m.readFlag}`),
    openComponent: (m, page, busId) => opened.push(`component:${m.id}:${page}:${busId}`),
  };
  const model = createNoticeModel({ transport, router, opener });
  const notices: Notice[] = [];
  model.onNotice((n) => notices.push(n));
  const flagOf = (id: string) =>
    model
      .getSnapshot()
      .groups.flatMap((g) => g.msgList)
      .find((m) => m.id === id)?.readFlag;
  return { transport, router, model, opened, notices, flagOf };
}

describe('notice popover model', () => {
  it('labels one tab per classification with its name and unread count, and sums the badge', async () => {
    const { model } = setup();
    await model.refresh();
    const s = model.getSnapshot();
    expect(s.tabs.map((tab) => tab.label)).toEqual(['随访提醒(2)', '系统消息(1)']);
    expect(s.activeKey).toBe('visit');
    expect(s.unreadCount).toBe(3);
    model.setActiveKey('system');
    expect(model.getSnapshot().activeKey).toBe('system');
    model.setActiveKey('nope');
    expect(model.getSnapshot().activeKey).toBe('system');
  });

  it('opens on the first tab with something unread (a 通知公告 after read classifications)', async () => {
    const transport = fakeTransport({
      groups: [group('visit', '随访提醒', [msg('1', 1)]), group('announcement', '通知公告', [msg('9')])],
    });
    const model = createNoticeModel({ transport, router: createMemoryRouterAdapter('/workbench') });
    await model.refresh();
    expect(model.getSnapshot().activeKey).toBe('announcement');
  });

  it('keeps the last counts and records the error when a refresh fails', async () => {
    const { model, transport } = setup();
    await model.refresh();
    transport.noticeGroups = async () => {
      throw businessError('服务繁忙');
    };
    await model.refresh();
    expect(model.getSnapshot().unreadCount).toBe(3);
    expect(model.getSnapshot().error).toBe('服务繁忙');
    expect(model.getSnapshot().loading).toBe(false);
  });

  it('clicking an unread notice marks it read (0 -> 1), lowers the counts and opens the detail', async () => {
    const { model, transport, opened, flagOf } = setup();
    await model.refresh();
    await model.click(model.getSnapshot().groups[0]!.msgList[0]!);
    expect(flagOf('1')).toBe(1);
    expect(transport.calls).toContain('markRead:1');
    expect(model.getSnapshot().tabs[0]!.label).toBe('随访提醒(1)');
    expect(model.getSnapshot().unreadCount).toBe(2);
    expect(opened).toEqual(['detail:1:1']);
  });

  it('marks read before the server answers (optimistic)', async () => {
    const { model, transport, flagOf } = setup();
    await model.refresh();
    let release: () => void = () => undefined;
    transport.markRead = () => new Promise<void>((resolve) => (release = resolve));
    const pending = model.click(model.getSnapshot().groups[0]!.msgList[1]!);
    expect(flagOf('2')).toBe(1);
    expect(model.getSnapshot().unreadCount).toBe(2);
    release();
    await pending;
    expect(flagOf('2')).toBe(1);
  });

  it('rolls a clicked notice back to unread (1 -> 0) and shows the server message when the read call fails', async () => {
    const { model, transport, notices, flagOf } = setup();
    await model.refresh();
    transport.failNextRead = businessError('标记失败：消息不存在');
    await model.click(model.getSnapshot().groups[0]!.msgList[0]!);
    expect(flagOf('1')).toBe(0);
    expect(model.getSnapshot().tabs[0]!.label).toBe('随访提醒(2)');
    expect(model.getSnapshot().unreadCount).toBe(3);
    expect(notices).toEqual([{ level: 'error', text: '标记失败：消息不存在' }]);
  });

  it('shows the catalog fallback when the failure carries no server message', async () => {
    const { model, transport, notices } = setup();
    await model.refresh();
    transport.failNextRead = new Error('socket hang up');
    await model.click(model.getSnapshot().groups[1]!.msgList[0]!);
    expect(notices).toEqual([{ level: 'error', text: '设置已读失败' }]);
  });

  it('a read notice is opened without a read call', async () => {
    const { model, transport, opened } = setup();
    await model.refresh();
    await model.click(model.getSnapshot().groups[0]!.msgList[2]!);
    expect(transport.calls.filter((c) => c.startsWith('markRead'))).toEqual([]);
    expect(opened).toEqual(['detail:3:1']);
  });

  it('redirect messages navigate instead of opening the detail; component ones open the dynamic page', async () => {
    const { model, router, opened } = setup();
    await model.click(msg('7', 0, { redirect: { webUrl: 'patientAbnormal' } }));
    expect(router.getPath()).toBe('/chronic/diseaseIntervene/patientManage/patientAbnormal');
    await model.click(
      msg('8', 0, { redirect: { webUrl: 'visitForm', param: { caseId: 'c', projectId: 'p' } } }),
    );
    expect(router.getPath()).toBe('/medicalRecords/list');
    expect(router.getSearch()).toEqual({ caseId: 'c', projectId: 'p' });
    await model.click(msg('9', 0, { openType: 'component', openPage: 'Visit', busId: 'b' }));
    expect(opened).toEqual(['component:9:Visit:b']);
  });

  it('view more goes to the user announcement list', () => {
    const { model, router } = setup();
    model.viewMore();
    expect(router.getPath()).toBe('/isps/userAnnouncement');
  });

  it('overlapping refreshes share one request', async () => {
    const { model, transport } = setup();
    await Promise.all([model.refresh(), model.refresh(), model.refresh()]);
    expect(transport.calls).toEqual(['noticeGroups']);
  });
});
