// 发布 / 取消发布 / 推送 of a health-education article (publishHealthArticle / unpublishHealthArticle /
// pushHealthArticle): which row may take which, one at a time, 已推送 N 位患者 after a push, the server's refusal
// otherwise; the list reloads after a change.
import type { ClinicClient } from '@clinic/sdk';
import { busyById } from '../core/busy-by-id.js';
import { createObservableStore, type Notice } from '../core/observable-store.js';

/** article_status: '0' not published, '1' published, '2' withdrawn. */
export const ARTICLE_PUBLISHED = '1';
export const canPublishArticle = (status: unknown): boolean => String(status ?? '0') !== ARTICLE_PUBLISHED;
export const canUnpublishArticle = (status: unknown): boolean => String(status ?? '') === ARTICLE_PUBLISHED;
/** Only a published article is pushed to patients. */
export const canPushArticle = canUnpublishArticle;

export interface ArticlePushAnswer {
  matched: number;
  added: number;
  pushCount: number;
}

export interface HealthArticleActionsTransport {
  publish(id: string): Promise<void>;
  unpublish(id: string): Promise<void>;
  push(id: string, diseases: string): Promise<ArticlePushAnswer>;
}

export function healthArticleActionsTransportOf(
  client: Pick<ClinicClient, 'call'>,
): HealthArticleActionsTransport {
  return {
    async publish(id) {
      await client.call('publishHealthArticle', { query: { id } });
    },
    async unpublish(id) {
      await client.call('unpublishHealthArticle', { query: { id } });
    },
    async push(id, diseases) {
      return (await client.call('pushHealthArticle', { body: { id, diseases } })) as ArticlePushAnswer;
    },
  };
}

/** What a push tells the user: how many patients it reached, and how many of them were new. */
export function pushNoticeText(answer: ArticlePushAnswer): string {
  if (answer.matched === 0) return '所选病种暂无患者，未推送';
  const again = answer.matched - answer.added;
  return again > 0
    ? `已推送 ${answer.matched} 位患者（其中 ${again} 位此前已收到）`
    : `已推送 ${answer.matched} 位患者`;
}

export interface HealthArticleActionsSnapshot {
  busyId: string | null;
}

export interface HealthArticleActionsModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): HealthArticleActionsSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  publish(id: string): Promise<boolean>;
  unpublish(id: string): Promise<boolean>;
  /** Pushes to the chosen diseases (comma-joined codes); refuses none chosen without a call. */
  push(id: string, diseases: readonly string[]): Promise<ArticlePushAnswer | null>;
}

export function createHealthArticleActionsModel(options: {
  transport: HealthArticleActionsTransport;
  onChanged?: () => void;
}): HealthArticleActionsModel {
  const store = createObservableStore<HealthArticleActionsSnapshot>({ busyId: null });
  const run = <T>(id: string, work: () => Promise<T>, done: (r: T) => string) =>
    busyById(store, id, work, done, options.onChanged);
  const { transport } = options;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    publish: async (id) =>
      (await run(
        id,
        () => transport.publish(id),
        () => '发布成功',
      )) !== null,
    unpublish: async (id) =>
      (await run(
        id,
        () => transport.unpublish(id),
        () => '已取消发布',
      )) !== null,
    push: async (id, diseases) => {
      if (diseases.length === 0) {
        store.notify('warning', '请选择推送病种');
        return null;
      }
      return run(id, () => transport.push(id, diseases.join(',')), pushNoticeText);
    },
  };
}
