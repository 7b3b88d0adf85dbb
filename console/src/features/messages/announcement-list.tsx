// The 通知公告 tab of /isps/userAnnouncement: the user's announcements as a list page (paging, read/unread filter,
// open with the detail modal, which marks read; mark read; mark all read). The badge follows through the message center.
import { useState } from 'react';
import {
  announcementTransportFromClient,
  createAnnouncementDetailModel,
  type NoticeMessage,
  type Row,
  scopedListTransport,
  useListPage,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Button } from '../../ui/button';
import { showNotice } from '../../ui/toast';
import { SimpleTable, tableOf, type SimpleColumn } from '../../ui/simple-table';
import { AnnouncementDetailDialog } from './announcement-detail-dialog';
import { ReadFilter } from './read-filter';
import { useSessionMessageCenter } from './use-session-message-center';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { textColorOf } from '../../ui/color-tag';

export function AnnouncementList() {
  const { client } = useClinic();
  const { router } = useShell();
  const center = useSessionMessageCenter();
  const [announcements] = useState(() => announcementTransportFromClient(client));
  const list = useListPage({
    urls: { list: '/sys/annountCement/listByUser' },
    // The operation answers whole records and the scoped transport sends no `field`.
    columns: 'all',
    transport: scopedListTransport(client, ['pageNo', 'pageSize', 'readFlag', 'msgCategory']),
    router,
    prefix: 'ann_',
    defaultPageSize: 10,
    onNotice: showNotice,
  });
  const afterRead = () => {
    void list.reload();
    void center?.scheduler.trigger();
  };
  const [detail] = useState(() =>
    createAnnouncementDetailModel({
      markRead: async (record) => {
        await announcements.markRead(record);
        afterRead();
      },
    }),
  );
  useNoticeToasts(detail);

  const markRead = async (row: Row) => {
    try {
      await announcements.markRead({ id: String(row.id), anntId: String(row.anntId ?? row.id) });
      afterRead();
    } catch (error) {
      showNotice({ level: 'error', text: error instanceof Error ? error.message : '操作失败' });
    }
  };
  const markAll = async () => {
    try {
      await announcements.markAllRead();
      afterRead();
    } catch (error) {
      showNotice({ level: 'error', text: error instanceof Error ? error.message : '操作失败' });
    }
  };

  const columns: SimpleColumn[] = [
    {
      key: 'titile',
      title: '标题',
      render: (row) => (
        <button
          type="button"
          className="text-left text-primary-strong hover:underline"
          style={{ color: textColorOf(typeof row.msgColor === 'string' ? row.msgColor : null) }}
          onClick={() => void detail.open(row as unknown as NoticeMessage)}
        >
          {String(row.titile ?? row.title ?? '')}
        </button>
      ),
    },
    { key: 'sender', title: '发布人', width: 120 },
    { key: 'sendTime', title: '发布时间', width: 180 },
    {
      key: 'readFlag',
      title: '状态',
      width: 80,
      render: (row) =>
        Number(row.readFlag) === 1 ? (
          <span className="text-slate-400">已读</span>
        ) : (
          <span className="text-red-600">未读</span>
        ),
    },
    {
      key: 'action',
      title: '操作',
      width: 120,
      render: (row) =>
        Number(row.readFlag) === 1 ? null : (
          <button
            type="button"
            className="text-primary-strong hover:underline"
            onClick={() => void markRead(row)}
          >
            标为已读
          </button>
        ),
    },
  ];

  const readFlag = list.queryParam.readFlag ?? '';
  return (
    <section aria-label="通知公告">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <ReadFilter value={readFlag} onChange={(v) => list.search(v ? { readFlag: v } : {})} />
        <Button variant="primary" onClick={() => void markAll()}>
          全部标为已读
        </Button>
      </div>
      <SimpleTable label="消息列表" columns={columns} {...tableOf(list)} />
      <AnnouncementDetailDialog model={detail} router={router} />
    </section>
  );
}
