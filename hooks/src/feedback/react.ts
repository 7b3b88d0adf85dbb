// React bindings of feedback (the framework-free surface is ./index.ts).
export { useFeedbackReply } from './use-feedback-reply.js';
export { useFeedbackSubmit } from './use-feedback-submit.js';
