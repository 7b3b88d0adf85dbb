// The 404 page: unknown addresses land here.
import { createFileRoute } from '@tanstack/react-router';
import { NOT_FOUND_PATH, useDocumentTitle } from '@clinic/hooks';
import { APP_TITLE } from '../app/app-config';
import { NotFoundView } from '../ui/not-found-view';

export const Route = createFileRoute('/404')({
  component: NotFoundPage,
});

function NotFoundPage() {
  useDocumentTitle({ path: NOT_FOUND_PATH, title: '页面不存在', appName: APP_TITLE });
  return (
    <main className="min-h-full">
      <NotFoundView />
    </main>
  );
}
