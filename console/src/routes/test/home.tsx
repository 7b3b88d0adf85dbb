// /test/home: the deployment's self-check (a static route).
import { createFileRoute } from '@tanstack/react-router';
import { SystemCheckPage } from '../../features/public-pages/system-check-page';

export const Route = createFileRoute('/test/home')({ component: SystemCheckPage });
