// 通知公告 (/system/annountCement, menu component system/AnnouncementList): the announcement declaration on the
// generic list page, plus 发布 / 撤销 on each row for users granted them (a draft or revoked one can be released,
// a released one revoked), each after a confirmation; 查看阅读记录 on a released one shows who has read it.
// 通告对象 shows the kind and the chosen users', departments' or roles' names.
import { useCallback, useState } from 'react';
import {
  announcementAudienceText,
  canRelease,
  canRevoke,
  useAnnouncementRelease,
  usePermissions,
  type Row,
} from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { useClinic } from '../../../app/clinic-context';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { ConfirmAction } from '../../../ui/confirm-action';
import { ReadRecordsDialog } from '../../messages/read-records-dialog';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

const def = resources.announcement;
const RELEASE = `${def.permission}:release`;
const REVOKE = `${def.permission}:revoke`;

type Asked = { kind: 'release' | 'revoke'; id: string; title: string } | null;

function useReleaseActions({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useAnnouncementRelease(client, reload);
  useNoticeToasts(model);
  const [asked, setAsked] = useState<Asked>(null);
  const [reading, setReading] = useState<{ id: string; title: string; audience: string } | null>(null);
  const mayRead = has(`${def.permission}:list`);
  const mayRelease = has(RELEASE);
  const mayRevoke = has(REVOKE);

  const row = useCallback(
    (record: Row) => {
      const id = String(record.id ?? '');
      const title = String(record.titile ?? '');
      return (
        <>
          {mayRelease && canRelease(record.sendStatus) && (
            <button
              type="button"
              className="text-primary-strong hover:underline"
              onClick={() => setAsked({ kind: 'release', id, title })}
            >
              发布
            </button>
          )}
          {mayRevoke && canRevoke(record.sendStatus) && (
            <button
              type="button"
              className="text-primary-strong hover:underline"
              onClick={() => setAsked({ kind: 'revoke', id, title })}
            >
              撤销
            </button>
          )}
          {mayRead && canRevoke(record.sendStatus) && (
            <button
              type="button"
              className="text-primary-strong hover:underline"
              onClick={() => setReading({ id, title, audience: announcementAudienceText(record) })}
            >
              查看阅读记录
            </button>
          )}
        </>
      );
    },
    [mayRelease, mayRevoke, mayRead],
  );

  const confirm = async () => {
    if (!asked) return;
    if (asked.kind === 'release') await model.release(asked.id);
    else await model.revoke(asked.id);
    setAsked(null);
  };

  return {
    row,
    dialogs: (
      <>
        <ReadRecordsDialog of={reading} onClose={() => setReading(null)} />
        <ConfirmAction
          open={asked !== null}
          title={asked?.kind === 'revoke' ? '确认撤销' : '确认发布'}
          text={
            asked?.kind === 'revoke'
              ? `确定撤销「${asked.title}」吗？撤销后接收人将不再看到该公告。`
              : `确定发布「${asked?.title ?? ''}」吗？发布后将推送给接收人。`
          }
          busy={state.busyId !== null}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      </>
    ),
  };
}

export default listPageOf({
  resource: def,
  readFields: ['userIds', 'departIds', 'roleIds'],
  columnOrder: ['titile', 'msgCategory', 'msgType', 'priority', 'sendStatus', 'sender', 'sendTime'],
  // 发布人, 开始/结束时间 and 撤销时间 are read in the edit form; the list keeps what is scanned, 通告对象 by name
  // (JeecgBoot's 通告 list: 发布时间 rather than 创建时间, which is still queried and exported).
  columns: {
    createTime: { hidden: true },
    msgAbstract: { hidden: true },
    msgClassify: { hidden: true },
    msgType: {
      width: 150,
      render: (row) => {
        const audience = announcementAudienceText(row);
        return (
          <span className="block truncate" title={audience}>
            {audience}
          </span>
        );
      },
    },
    startTime: { hidden: true },
    endTime: { hidden: true },
    cancelTime: { hidden: true },
    sender: { hidden: true },
  },
  usePageActions: useReleaseActions,
  actionWidth: 230,
});
