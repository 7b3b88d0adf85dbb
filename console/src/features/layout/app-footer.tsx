// The layout's footer: copyright, and for administrators the link to the server's API reference.
import { usePermissions } from '@clinic/hooks';
import { API_DOCS_PERMISSION, API_DOCS_URL, APP_TITLE } from '../../app/app-config';

export function AppFooter() {
  const { has } = usePermissions();
  return (
    <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 py-4 text-xs text-slate-500">
      <span>
        Copyright © {new Date().getFullYear()} {APP_TITLE}
      </span>
      {has(API_DOCS_PERMISSION) ? (
        <a
          href={API_DOCS_URL}
          target="_blank"
          rel="noopener"
          className="text-slate-600 underline underline-offset-2 hover:text-sky-700"
        >
          API 文档
        </a>
      ) : null}
    </footer>
  );
}
