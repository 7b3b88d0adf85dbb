// /h5Web/dfProject: the DF projects' mobile page (no login needed to open it).
import { createFileRoute } from '@tanstack/react-router';
import { DfProjectPage } from '../../features/public-pages/df-project-page';

export const Route = createFileRoute('/h5Web/dfProject')({ component: DfProjectPage });
