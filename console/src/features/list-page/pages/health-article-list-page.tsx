// 健康宣教 (/chronic/healthArticle/list, menu component chronic/HealthArticleList): the article declaration on the
// generic list page (rich-text 正文, 封面 upload, 分类), plus 发布 / 取消发布 after a confirmation and 推送 to the
// patients of chosen diseases (已推送 N 位患者) for users granted them.
import { useCallback, useState } from 'react';
import {
  canPublishArticle,
  canPushArticle,
  canUnpublishArticle,
  useHealthArticleActions,
  usePermissions,
  type Row,
} from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { useClinic } from '../../../app/clinic-context';
import { ConfirmAction } from '../../../ui/confirm-action';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { ArticlePushDialog } from '../../health-education/article-push-dialog';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

const def = resources.healthArticle;

type Asked = { kind: 'publish' | 'unpublish'; id: string; title: string } | null;

function useArticleActions({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useHealthArticleActions(client, reload);
  useNoticeToasts(model);
  const [asked, setAsked] = useState<Asked>(null);
  const [pushing, setPushing] = useState<{ id: string; title: string; diseases: string } | null>(null);
  const mayPublish = has(`${def.permission}:publish`);
  const mayUnpublish = has(`${def.permission}:unpublish`);
  const mayPush = has(`${def.permission}:push`);
  const row = useCallback(
    (record: Row) => {
      const id = String(record.id ?? '');
      const title = String(record.title ?? '');
      const link = 'text-primary-strong hover:underline';
      return (
        <>
          {mayPublish && canPublishArticle(record.status) && (
            <button type="button" className={link} onClick={() => setAsked({ kind: 'publish', id, title })}>
              发布
            </button>
          )}
          {mayUnpublish && canUnpublishArticle(record.status) && (
            <button type="button" className={link} onClick={() => setAsked({ kind: 'unpublish', id, title })}>
              取消发布
            </button>
          )}
          {mayPush && canPushArticle(record.status) && (
            <button
              type="button"
              className={link}
              onClick={() => setPushing({ id, title, diseases: String(record.diseases ?? '') })}
            >
              推送
            </button>
          )}
        </>
      );
    },
    [mayPublish, mayUnpublish, mayPush],
  );
  const confirm = async () => {
    if (!asked) return;
    if (asked.kind === 'publish') await model.publish(asked.id);
    else await model.unpublish(asked.id);
    setAsked(null);
  };
  return {
    row,
    dialogs: (
      <>
        {pushing && (
          <ArticlePushDialog
            article={pushing}
            busy={state.busyId !== null}
            onPush={async (diseases) => {
              if (await model.push(pushing.id, diseases)) setPushing(null);
            }}
            onClose={() => setPushing(null)}
          />
        )}
        <ConfirmAction
          open={asked !== null}
          title={asked?.kind === 'unpublish' ? '确认取消发布' : '确认发布'}
          text={
            asked?.kind === 'unpublish'
              ? `确定取消发布「${asked.title}」吗？已推送的记录会保留。`
              : `确定发布「${asked?.title ?? ''}」吗？发布后可推送给患者。`
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
  readFields: ['diseases'],
  columnOrder: ['title', 'category', 'status', 'publishTime', 'pushCount', 'diseases'],
  columns: {
    title: { width: 240 },
    pushCount: {
      width: 110,
      render: (row) => `${Number(row.pushCount ?? 0)} 位患者`,
    },
    createTime: { hidden: true },
    pushTime: { hidden: true },
  },
  usePageActions: useArticleActions,
  actionWidth: 260,
});
