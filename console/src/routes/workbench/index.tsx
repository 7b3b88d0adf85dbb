// The research workbench (/workbench).
import { createFileRoute } from '@tanstack/react-router';
import { WorkbenchPage } from '../../features/research/workbench-page';

export const Route = createFileRoute('/workbench/')({
  component: WorkbenchPage,
});
