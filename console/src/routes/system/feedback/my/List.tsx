// My feedback (/system/feedback/my/List).
import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../../../features/research/feedback-page';

export const Route = createFileRoute('/system/feedback/my/List')({
  component: FeedbackPage,
});
