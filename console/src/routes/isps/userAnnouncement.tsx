// The messages page (/isps/userAnnouncement).
import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/messages/messages-page';

export const Route = createFileRoute('/isps/userAnnouncement')({
  component: MessagesPage,
});
