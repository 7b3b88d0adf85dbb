// The 404 page: unknown addresses land here.
import { Link, createFileRoute } from '@tanstack/react-router';
import { HOME_PATH, NOT_FOUND_PATH, useDocumentTitle } from '@clinic/hooks';
import { APP_TITLE } from '../app/app-config';

export const Route = createFileRoute('/404')({
  component: NotFoundPage,
});

function NotFoundPage() {
  useDocumentTitle({ path: NOT_FOUND_PATH, title: '页面不存在', appName: APP_TITLE });
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-semibold tracking-tight text-primary">404</p>
      <h1 className="text-xl font-medium text-slate-800">很抱歉，您访问的页面不存在</h1>
      <p className="text-sm text-slate-500">请检查地址是否正确，或返回首页继续操作。</p>
      <Link
        to={HOME_PATH}
        className="mt-2 rounded-md bg-primary-strong px-5 py-2 text-sm font-medium text-white shadow-sm hover:bg-primary-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        返回首页
      </Link>
    </main>
  );
}
