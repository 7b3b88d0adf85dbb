// What choosing a menu entry does (shell-spec 2.8): external URL in a new tab, otherwise its path in the app.
import { menuSearchAction, type MenuItem, type RouterAdapter } from '@clinic/hooks';

export function openMenuItem(item: MenuItem, router: Pick<RouterAdapter, 'navigate'>): void {
  const action = menuSearchAction(item);
  if (action.type === 'external') {
    window.open(action.url, '_blank', 'noopener,noreferrer');
    return;
  }
  router.navigate(action.type === 'route' ? action.route.path : action.path);
}
