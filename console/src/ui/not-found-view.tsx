// The 404 content: shown at /404 and for a menu page whose component is not in the page registry.
import { Link } from '@tanstack/react-router';
import { HOME_PATH } from '@clinic/hooks';

export function NotFoundView() {
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-7xl font-semibold tracking-tight text-primary-strong">404</p>
      <h1 className="text-xl font-medium text-slate-800">很抱歉，您访问的页面不存在</h1>
      <p className="text-sm text-slate-500">请检查地址是否正确，或返回首页继续操作。</p>
      <Link
        to={HOME_PATH}
        className="mt-2 rounded-md bg-primary-strong px-5 py-2 text-sm font-medium text-white shadow-sm hover:bg-primary-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        返回首页
      </Link>
    </div>
  );
}
