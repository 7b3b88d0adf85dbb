// React surface of 健康宣教: the hook over the 发布 / 取消发布 / 推送 model.
export { useHealthArticleActions } from './use-health-article-actions.js';
