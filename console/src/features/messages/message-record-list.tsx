// The 系统消息 tab of /isps/userAnnouncement: the user's message records, paged, read/unread filter, open (marks read
// and follows its redirect or opens the detail), mark read, 全部已读.
import {
  isUnread,
  markReadOptimistically,
  messageTransportFromClient,
  type NoticeMessage,
  type Row,
  scopedListTransport,
  useListPage,
} from '@clinic/hooks';
import { useState } from 'react';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Button } from '../../ui/button';
import { showNotice } from '../../ui/toast';
import { SimpleTable, type SimpleColumn } from '../../ui/simple-table';
import { messageTime } from './message-time';
import { ReadFilter } from './read-filter';
import { useSessionMessageCenter } from './use-session-message-center';
import { textColorOf } from '../../ui/color-tag';

export function MessageRecordList() {
  const { client } = useClinic();
  const { router } = useShell();
  const center = useSessionMessageCenter();
  const [transport] = useState(() => messageTransportFromClient(client));
  const list = useListPage({
    urls: { list: '/api/sys/msg/rec/list' },
    // The operation answers whole records and the scoped transport sends no `field`.
    columns: 'all',
    transport: scopedListTransport(client, ['pageNo', 'pageSize', 'readFlag', 'classify']),
    router,
    prefix: 'msg_',
    defaultPageSize: 10,
    onNotice: showNotice,
  });
  // Rows flip at once and flip back with the error when the call fails (shell-spec 4.4).
  const [flags, setFlags] = useState<Record<string, number>>({});
  const rows = (list.dataSource as unknown as NoticeMessage[]).map((m) =>
    m.id in flags ? { ...m, readFlag: flags[m.id] as number } : m,
  );
  const after = () => {
    void list.reload().then(() => setFlags({}));
    void center?.scheduler.trigger();
  };
  const read = (ids: string[], call: () => Promise<unknown>) =>
    markReadOptimistically({
      ids,
      apply: (set, flag) =>
        setFlags((old) => ({ ...old, ...Object.fromEntries([...set].map((id) => [id, flag])) })),
      call,
      onError: (text) => showNotice({ level: 'error', text }),
    }).then((ok) => ok && after());

  const open = (m: NoticeMessage) => {
    if (center) void center.notices.click(m).then(after);
  };

  const columns: SimpleColumn[] = [
    {
      key: 'title',
      title: '标题',
      render: (row) => (
        <button
          type="button"
          className="text-left hover:underline"
          style={{ color: textColorOf(typeof row.msgColor === 'string' ? row.msgColor : null) }}
          onClick={() => open(row as unknown as NoticeMessage)}
        >
          {String(row.title ?? '')}
        </button>
      ),
    },
    { key: 'content', title: '内容' },
    {
      key: 'createTime',
      title: '时间',
      width: 160,
      render: (row) => messageTime(String(row.createTime ?? '')),
    },
    {
      key: 'readFlag',
      title: '状态',
      width: 80,
      render: (row) =>
        isUnread(row as unknown as NoticeMessage) ? (
          <span className="text-red-500">未读</span>
        ) : (
          <span className="text-slate-400">已读</span>
        ),
    },
    {
      key: 'action',
      title: '操作',
      width: 100,
      render: (row) =>
        isUnread(row as unknown as NoticeMessage) ? (
          <button
            type="button"
            className="text-primary-strong hover:underline"
            onClick={() => void read([String(row.id)], () => transport.markRead([String(row.id)]))}
          >
            标为已读
          </button>
        ) : null,
    },
  ];

  const unreadIds = rows.filter(isUnread).map((m) => m.id);
  return (
    <section aria-label="系统消息">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <ReadFilter
          value={list.queryParam.readFlag ?? ''}
          onChange={(v) => list.search(v ? { readFlag: v } : {})}
        />
        <Button variant="primary" onClick={() => void read(unreadIds, () => transport.markAllRead())}>
          全部已读
        </Button>
      </div>
      <SimpleTable
        label="消息列表"
        columns={columns}
        rows={rows as unknown as Row[]}
        loading={list.loading}
        pagination={list.pagination}
        onPage={(current, size) => list.setPage(current, size)}
      />
    </section>
  );
}
