// The small top bar: logo title linking home, the user's name and the logout action.
import { Link } from '@tanstack/react-router';
import { HOME_PATH, useSession } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { APP_TITLE } from '../../app/app-config';
import { LogoutButton } from './logout-button';

export function AppHeader() {
  const { session } = useClinic();
  const { userInfo } = useSession(session);
  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-6">
        <Link to={HOME_PATH} className="flex items-center gap-2 font-semibold text-slate-900">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          {APP_TITLE}
        </Link>
        <div className="flex items-center gap-4 text-sm">
          <span className="flex items-center gap-2 text-slate-600">
            <span
              aria-hidden
              className="flex h-7 w-7 items-center justify-center rounded-full bg-primary-soft text-xs font-medium text-primary"
            >
              {(userInfo?.realname || userInfo?.username || '?').slice(0, 1)}
            </span>
            {userInfo?.realname || userInfo?.username}
          </span>
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
