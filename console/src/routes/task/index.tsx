// The user's tasks (/task).
import { createFileRoute } from '@tanstack/react-router';
import { TaskPage } from '../../features/research/task-page';

export const Route = createFileRoute('/task/')({
  component: TaskPage,
});
