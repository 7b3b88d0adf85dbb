// The browser title rule of shell-spec 2.7: page title plus app name; the home page shows the app name alone.
import { isHomePath } from './home-title.js';

export const DEFAULT_APP_NAME = '健康服务中心';

export interface DocumentTitleInput {
  /** Current pathname (or full path). */
  path: string;
  /** The page's title from route meta; may be missing on a page without meta. */
  title?: string | null | undefined;
  appName?: string | undefined;
}

export function documentTitle({ path, title, appName = DEFAULT_APP_NAME }: DocumentTitleInput): string {
  const page = (title ?? '').trim();
  if (isHomePath(path) || page === '') return appName;
  return `${page} - ${appName}`;
}
