// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { announcementTransportFromClient } from '../announcements/sdk-announcement-transport.js';
import { messageTransportFromClient } from './sdk-message-transport.js';
import { clientAnswering } from './sdk-test-client.js';

describe('messageTransportFromClient', () => {
  it('reads notice groups and the 3-day unread list', async () => {
    const groups = [{ classify: 'visit', classifyName: '随访提醒', unreadCount: 0, msgList: [] }];
    const { client, seen } = clientAnswering(groups);
    const transport = messageTransportFromClient(client);
    expect(await transport.noticeGroups()).toEqual(groups);
    await transport.unreadByDays(3);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /jeecg-boot/api/sys/msg/rec/getUnreadListWithMsg',
      'GET /jeecg-boot/api/sys/msg/rec/unreadByDays',
    ]);
    expect(seen[1]!.query.get('dayCount')).toBe('3');
  });

  it('posts ids comma-joined and mark-all-read', async () => {
    const { client, seen } = clientAnswering({ count: 2 });
    const transport = messageTransportFromClient(client);
    await transport.markRead(['1', '2']);
    await transport.markAllRead();
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/jeecg-boot/api/sys/msg/rec/read' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ ids: '1,2' });
    expect(seen[1]).toMatchObject({ method: 'POST', path: '/jeecg-boot/api/sys/msg/rec/readAll' });
  });

  it('rejects with the server message when success is false', async () => {
    const { client } = clientAnswering(null, { success: false, message: '消息不存在' });
    await expect(messageTransportFromClient(client).markRead(['1'])).rejects.toMatchObject({
      message: '消息不存在',
    });
  });
});

describe('announcementTransportFromClient', () => {
  it('marks read by anntId (falling back to id) and looks an announcement up', async () => {
    const { client, seen } = clientAnswering({ id: '5', titile: 't', title: 't' });
    const transport = announcementTransportFromClient(client);
    await transport.markRead({ id: 'row1', anntId: '5' });
    await transport.markRead({ id: '6' });
    expect(await transport.getById('5')).toMatchObject({ id: '5', titile: 't' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'PUT /jeecg-boot/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      'PUT /jeecg-boot/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      'GET /jeecg-boot/sys/annountCement/queryById',
    ]);
    expect(seen.slice(0, 2).map((s) => JSON.parse(s.body))).toEqual([{ anntId: '5' }, { anntId: '6' }]);
    expect(seen[2]!.query.get('id')).toBe('5');
  });
});
