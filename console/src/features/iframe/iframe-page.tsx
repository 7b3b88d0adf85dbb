// A menu page that shows another site or page in a frame (JeecgBoot's `layouts/IframePageView` menus, meta.url).
import { usePageInfo } from '../../app/page-context';

/** Only http(s) and same-origin paths are framed: a `javascript:` URL from a menu never runs. */
export function safeFrameUrl(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

export function IframePage() {
  const page = usePageInfo();
  const src = safeFrameUrl(page?.url);
  if (!src) return <p className="p-6 text-sm text-slate-500">该菜单未配置有效的页面地址</p>;
  return (
    <iframe
      title={page?.path ?? src}
      src={src}
      className="h-[calc(100vh-190px)] w-full rounded border-0 bg-white"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
    />
  );
}
