// Public surface of the feedback feature: the administrator's reply (and the user's own feedback).
export {
  createFeedbackReplyModel,
  type FeedbackReplyModel,
  type FeedbackReplySnapshot,
  type FeedbackStatus,
} from './feedback-reply-model.js';
export {
  FEEDBACK_TYPES,
  createFeedbackSubmitModel,
  type FeedbackSubmitModel,
  type FeedbackSubmitSnapshot,
  type FeedbackType,
} from './feedback-submit-model.js';
