// The home page (/dashboard/analysis): which one depends on the tenant (shell-spec 2.5).
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/dashboard/home-page';

export const Route = createFileRoute('/dashboard/analysis')({
  component: HomePage,
});
