// Public surface of the feedback feature: the administrator's reply (and the user's own feedback).
export {
  createFeedbackReplyModel,
  type FeedbackReplyModel,
  type FeedbackReplySnapshot,
  type FeedbackStatus,
} from './feedback-reply-model.js';
export { useFeedbackReply } from './use-feedback-reply.js';
