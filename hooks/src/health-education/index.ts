// Public surface of 健康宣教: 发布 / 取消发布 / 推送 of articles and which row may take which.
export {
  ARTICLE_PUBLISHED,
  canPublishArticle,
  canPushArticle,
  canUnpublishArticle,
  createHealthArticleActionsModel,
  healthArticleActionsTransportOf,
  pushNoticeText,
  type ArticlePushAnswer,
  type HealthArticleActionsModel,
  type HealthArticleActionsSnapshot,
  type HealthArticleActionsTransport,
} from './health-article-actions-model.js';
