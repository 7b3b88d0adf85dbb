// The home page (/dashboard/analysis).
import { createFileRoute } from '@tanstack/react-router';
import { AnalysisPage } from '../../features/dashboard/analysis-page';

export const Route = createFileRoute('/dashboard/analysis')({
  component: AnalysisPage,
});
