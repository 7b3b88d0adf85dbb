// The messages page (/isps/userAnnouncement).
// Importing this route also fills the shell slots (bell, project list, project header) until the shell imports install-slots itself.
import { createFileRoute } from '@tanstack/react-router';
import '../../features/messages/install-slots';
import { MessagesPage } from '../../features/messages/messages-page';

export const Route = createFileRoute('/isps/userAnnouncement')({
  component: MessagesPage,
});
