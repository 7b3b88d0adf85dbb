// A page's identity in the tab strip: its full path without the list-state params it keeps in the address.
import { isListStateParam } from '../list-page/list-url-state.js';

/**
 * `/chronic/patient/list?pageNo=3&q.name=王` and `/chronic/patient/list` are one page, one tab; a different
 * `projectId` is another page. Tabs stay keyed by full path (shell-spec 2.7) and are matched by this key.
 */
export function pageInstanceKey(fullPath: string): string {
  const index = fullPath.indexOf('?');
  if (index < 0) return fullPath;
  const params = new URLSearchParams(fullPath.slice(index + 1));
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!isListStateParam(key)) kept.append(key, value);
  const query = kept.toString();
  return query === '' ? fullPath.slice(0, index) : `${fullPath.slice(0, index)}?${query}`;
}
